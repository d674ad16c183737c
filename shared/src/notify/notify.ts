import type { CSSProperties, ReactNode } from 'react';
import { type Id, type ToastContainerProps, type ToastOptions, toast } from 'react-toastify';
import { theme } from '../ui/theme';

/** Spec §9: error, blank and custom toasts 4 s, success 2 s, loading until dismissed. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, info: 4000 } as const;

/** Spec §9: at most 20 toasts at once, maximum width 350px. */
export const TOAST_LIMIT = 20;
export const TOAST_MAX_WIDTH = 350;

/** Props for the shell's single <ToastContainer {...toastContainerProps} />. */
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

export const notify = {
  success: (message: Message, options?: ToastOptions): Id =>
    toast.success(message, { autoClose: TOAST_DURATIONS.success, ...options }),
  error: (message: Message, options?: ToastOptions): Id =>
    toast.error(message, { autoClose: TOAST_DURATIONS.error, ...options }),
  /** A plain ("blank") toast. */
  info: (message: Message, options?: ToastOptions): Id =>
    toast(message, { autoClose: TOAST_DURATIONS.info, ...options }),
  /** Stays until dismissed or settled with `notify.settle`. */
  loading: (message: Message, options?: ToastOptions): Id => toast.loading(message, { autoClose: false, ...options }),
  /** Turns a loading toast into a success or error toast with that kind's duration. */
  settle: (id: Id, kind: 'success' | 'error', message: Message): void => {
    toast.update(id, { render: message, type: kind, isLoading: false, autoClose: TOAST_DURATIONS[kind] });
  },
  dismiss: (id?: Id): void => {
    toast.dismiss(id);
  },
};
