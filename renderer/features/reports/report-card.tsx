import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

interface ReportCardProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  testId: string;
}

/** One section of the report, named by its title for assistive technology. */
export function ReportCard({ title, description, children, testId }: ReportCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className="min-w-0" data-testid={testId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}
