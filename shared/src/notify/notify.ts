import type { CSSProperties, ReactNode } from 'react';
import type { Id, ToastContainerProps, ToastOptions } from 'react-toastify';
import { theme } from '../ui/theme';

/** Spec §9: error, blank and custom toasts 4 s, success 2 s, loading until dismissed. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, info: 4000 } as const;

/** Spec §9: at most 20 toasts at once, maximum width 350px. */
export const TOAST_LIMIT = 20;
export const TOAST_MAX_WIDTH = 350;

/** Props for the single toast container (see `ToastHost`). */
export const toastContainerProps = {
  position: 'top-right',
  limit: TOAST_LIMIT,
  autoClose: TOAST_DURATIONS.info,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnFocusLoss: false,
  theme: 'dark',
  style: { '--toastify-toast-width': `${TOAST_MAX_WIDTH}px` } as CSSProperties,
  toastStyle: {
    maxWidth: `${TOAST_MAX_WIDTH}px`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    fontFamily: theme.fonts.body,
  },
} satisfies ToastContainerProps;

type Message = ReactNode;
type Toastify = typeof import('react-toastify');

/**
 * react-toastify is fetched with the first toast, not with every page: most visits never show one. Until then
 * `ToastHost` renders nothing; toasts raised before its container has mounted are queued by react-toastify and
 * shown as soon as it does.
 */
let toastify: Promise<Toastify> | null = null;
let toastsWanted = false;
const toastsWantedListeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    toastsWanted = true;
    for (const listener of toastsWantedListeners) listener();
  }
  return toastify;
}

/** For `ToastHost`: whether a toast has been raised yet, and a subscription to the moment one is. */
export const toastsWantedStore = {
  subscribe(listener: () => void): () => void {
    toastsWantedListeners.add(listener);
    return () => toastsWantedListeners.delete(listener);
  },
  wanted: (): boolean => toastsWanted,
};

let lastToastNumber = 0;

/** Runs `show` once react-toastify is here, under an id known at once so the caller can update or dismiss it. */
function raise(options: ToastOptions | undefined, show: (toast: Toastify['toast'], options: ToastOptions) => void): Id {
  lastToastNumber += 1;
  const toastId = options?.toastId ?? `notify-${lastToastNumber}`;
  void loadToastify().then(({ toast }) => show(toast, { ...options, toastId }));
  return toastId;
}

export const notify = {
  success: (message: Message, options?: ToastOptions): Id =>
    raise(options, (toast, withId) => toast.success(message, { autoClose: TOAST_DURATIONS.success, ...withId })),
  error: (message: Message, options?: ToastOptions): Id =>
    raise(options, (toast, withId) => toast.error(message, { autoClose: TOAST_DURATIONS.error, ...withId })),
  /** A plain ("blank") toast. */
  info: (message: Message, options?: ToastOptions): Id =>
    raise(options, (toast, withId) => toast(message, { autoClose: TOAST_DURATIONS.info, ...withId })),
  /** Stays until dismissed or settled with `notify.settle`. */
  loading: (message: Message, options?: ToastOptions): Id =>
    raise(options, (toast, withId) => toast.loading(message, { autoClose: false, ...withId })),
  /** Turns a loading toast into a success or error toast with that kind's duration. */
  settle: (id: Id, kind: 'success' | 'error', message: Message): void => {
    void loadToastify().then(({ toast }) =>
      toast.update(id, { render: message, type: kind, isLoading: false, autoClose: TOAST_DURATIONS[kind] }),
    );
  },
  dismiss: (id?: Id): void => {
    // Nothing to dismiss before the first toast.
    if (toastify) void toastify.then(({ toast }) => toast.dismiss(id));
  },
};
