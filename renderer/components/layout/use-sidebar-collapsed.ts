import { useCallback, useState } from 'react';
import { getStoredSidebarCollapsed, storeSidebarCollapsed } from '../../lib/session-storage';

/** The sidebar's collapsed flag, restored at start and kept across visits. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(getStoredSidebarCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      storeSidebarCollapsed(!current);
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}
