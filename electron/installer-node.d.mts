export declare const INSTALLER_NODE: string;
export declare function buildsInstallers(version: string): boolean;
