import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions, MessageBoxOptions, OpenDialogOptions } from 'electron';
import type { AppPort, WindowPort } from '../desktop-app';
import type { NavigableContents } from '../navigation-rules';
import type { SessionPort } from '../session-rules';

/**
 * Stand-ins for Electron's app, BrowserWindow and WebContents, for tests: they keep Electron's
 * event names and its before-quit contract (preventDefault holds the quit) and record what the
 * code under test did, without the Electron binary.
 */

export class FakeApp extends EventEmitter implements AppPort {
  hasSingleInstanceLock = true;
  quitCalls = 0;
  relaunchCalls = 0;
  exited = false;
  private markExited: () => void = () => undefined;
  /** Resolves when a quit went through without being held by a before-quit listener. */
  readonly whenExited = new Promise<void>((resolve) => {
    this.markExited = resolve;
  });

  constructor(
    private readonly ready: Promise<void> = Promise.resolve(),
    readonly userData = '/home/tester/.config/Citewise',
  ) {
    super();
  }

  whenReady(): Promise<void> {
    return this.ready;
  }

  getPath(): string {
    return this.userData;
  }

  getVersion(): string {
    return '0.1.0';
  }

  requestSingleInstanceLock(): boolean {
    return this.hasSingleInstanceLock;
  }

  relaunch(): void {
    this.relaunchCalls += 1;
  }

  quit(): void {
    this.quitCalls += 1;
    let held = false;
    this.emit('before-quit', { preventDefault: () => (held = true) });
    if (!held) {
      this.exited = true;
      this.markExited();
    }
  }
}

export class FakeWebContents extends EventEmitter implements NavigableContents {
  private openHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | undefined;

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.openHandler = handler;
  }

  /** Emits will-navigate as Electron does; returns true when a listener prevented it. */
  navigate(url: string): boolean {
    return this.move('will-navigate', url);
  }

  /** Emits will-redirect, as a server's redirect during a navigation does; true when prevented. */
  redirect(url: string): boolean {
    return this.move('will-redirect', url);
  }

  private move(event: 'will-navigate' | 'will-redirect', url: string): boolean {
    let prevented = false;
    this.emit(event, { url, preventDefault: () => (prevented = true) });
    return prevented;
  }

  /** Asks the window-open handler, as window.open or a target=_blank link would. */
  requestWindow(url: string): { action: 'allow' | 'deny' } {
    if (!this.openHandler) throw new Error('no window-open handler was set');
    return this.openHandler({ url });
  }
}

/** A BrowserWindow class whose instances are tracked per test; `loadURL` answers with `load`. */
export function fakeWindowClass(load: (url: string) => Promise<void> = () => Promise.resolve()) {
  const windows: FakeWindow[] = [];

  class FakeWindow extends EventEmitter implements WindowPort {
    readonly webContents = new FakeWebContents();
    readonly loadedUrls: string[] = [];
    shown = false;
    focused = false;
    minimized = false;
    maximized = false;
    closed = false;

    constructor(readonly options: BrowserWindowConstructorOptions) {
      super();
      windows.push(this);
    }

    static getAllWindows(): FakeWindow[] {
      return windows.filter((window) => !window.closed);
    }

    loadURL(url: string): Promise<void> {
      this.loadedUrls.push(url);
      return load(url);
    }

    show(): void {
      this.shown = true;
    }

    isMinimized(): boolean {
      return this.minimized;
    }

    restore(): void {
      this.minimized = false;
    }

    focus(): void {
      this.focused = true;
    }

    maximize(): void {
      this.maximized = true;
    }

    isMaximized(): boolean {
      return this.maximized;
    }

    getNormalBounds() {
      const { x = 0, y = 0, width = 800, height = 600 } = this.options;
      return { x, y, width, height };
    }

    /** Closes as the user would: 'close' first, then gone. */
    close(): void {
      this.emit('close');
      this.closed = true;
    }
  }

  return { BrowserWindow: FakeWindow, windows };
}

/** A promise with its resolve and reject exposed, to hold a step until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type RequestHeaders = Record<string, string>;
type ResponseHeaders = Record<string, string | string[]>;

/** Electron's Session as far as the app uses it: runs the registered handlers as Chromium would. */
export class FakeSession implements SessionPort {
  private beforeSend: Parameters<SessionPort['webRequest']['onBeforeSendHeaders']>[0] | undefined;
  private headersReceived: Parameters<SessionPort['webRequest']['onHeadersReceived']>[0] | undefined;
  private permissionRequest: Parameters<SessionPort['setPermissionRequestHandler']>[0] | undefined;
  private permissionCheck: Parameters<SessionPort['setPermissionCheckHandler']>[0] | undefined;

  readonly webRequest = {
    onBeforeSendHeaders: (listener: NonNullable<typeof this.beforeSend>) => {
      this.beforeSend = listener;
    },
    onHeadersReceived: (listener: NonNullable<typeof this.headersReceived>) => {
      this.headersReceived = listener;
    },
  };

  setPermissionRequestHandler(handler: NonNullable<typeof this.permissionRequest>): void {
    this.permissionRequest = handler;
  }

  setPermissionCheckHandler(handler: NonNullable<typeof this.permissionCheck>): void {
    this.permissionCheck = handler;
  }

  /** The headers a request to `url` leaves with; unchanged when no listener is set. */
  requestHeadersFor(url: string, requestHeaders: RequestHeaders = {}): RequestHeaders {
    let sent = requestHeaders;
    this.beforeSend?.({ url, requestHeaders }, (response) => {
      sent = response.requestHeaders ?? requestHeaders;
    });
    return sent;
  }

  /** The headers the page sees on a response from `url`. */
  responseHeadersFor(url: string, responseHeaders: ResponseHeaders): ResponseHeaders {
    let seen = responseHeaders;
    this.headersReceived?.({ url, responseHeaders }, (response) => {
      seen = response.responseHeaders ?? responseHeaders;
    });
    return seen;
  }

  /** What a page asking for `permission` gets; Electron grants everything when no handler is set. */
  requestPermission(permission: string): { requested: boolean; checked: boolean } {
    let requested = true;
    this.permissionRequest?.({}, permission, (granted) => (requested = granted));
    const checked = this.permissionCheck ? this.permissionCheck({}, permission) : true;
    return { requested, checked };
  }
}

/**
 * safeStorage with a per-machine secret: what one instance seals, another with the same machine
 * secret opens, and one with a different secret (another user, a new keyring) cannot.
 */
export class FakeSafeStorage {
  available = true;
  backend = 'gnome_libsecret';

  constructor(private readonly machineSecret = 'machine-a') {}

  isEncryptionAvailable(): boolean {
    return this.available;
  }

  getSelectedStorageBackend(): string {
    return this.backend;
  }

  encryptString(plainText: string): Buffer {
    if (!this.available) throw new Error('Encryption is not available.');
    return Buffer.from(`sealed:${this.machineSecret}:${Buffer.from(plainText).toString('base64')}`);
  }

  decryptString(encrypted: Buffer): string {
    if (!this.available) throw new Error('Decryption is not available.');
    const [tag, machine, body] = encrypted.toString().split(':');
    if (tag !== 'sealed' || machine !== this.machineSecret || body === undefined) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
    return Buffer.from(body, 'base64').toString();
  }
}

/**
 * Electron's dialog: message boxes answer the button the test scripted for them (by label, else the
 * cancel button), open dialogs answer the scripted file; everything shown is recorded.
 */
export class FakeDialog {
  readonly errors: Array<{ title: string; content: string }> = [];
  readonly messages: MessageBoxOptions[] = [];
  readonly openDialogs: OpenDialogOptions[] = [];
  /** Labels of the buttons to press, in the order message boxes come up. */
  readonly presses: string[] = [];
  /** The file the next open dialog answers; none means the user cancelled. */
  openFile: string | undefined;

  private waitingForError: Array<(error: { title: string; content: string }) => void> = [];

  /** Resolves with the next error box shown. */
  nextError(): Promise<{ title: string; content: string }> {
    return new Promise((resolve) => this.waitingForError.push(resolve));
  }

  showErrorBox(title: string, content: string): void {
    this.errors.push({ title, content });
    for (const resolve of this.waitingForError.splice(0)) resolve({ title, content });
  }

  private waiting: Array<(options: MessageBoxOptions) => void> = [];

  /** Resolves with the next message box shown. */
  nextMessage(): Promise<MessageBoxOptions> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async showMessageBox(options: MessageBoxOptions): Promise<{ response: number }> {
    this.messages.push(options);
    for (const resolve of this.waiting.splice(0)) resolve(options);
    const press = this.presses.shift();
    const index = press === undefined ? -1 : (options.buttons ?? []).findIndex((label) => label.startsWith(press));
    if (press !== undefined && index < 0) throw new Error(`no button "${press}" in ${JSON.stringify(options.buttons)}`);
    return { response: index >= 0 ? index : (options.cancelId ?? 0) };
  }

  async showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }> {
    this.openDialogs.push(options);
    return this.openFile === undefined ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [this.openFile] };
  }
}
