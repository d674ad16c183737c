export { notify, TOAST_DURATIONS, TOAST_LIMIT, TOAST_MAX_WIDTH, toastContainerProps } from './notify';
export { ToastHost } from './toast-host';
