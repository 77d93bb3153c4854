import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";

export type ToastType = "success" | "warning" | "error" | "info";
export interface Toast {
  id: number;
  text: string;
  type: ToastType;
  hideAfterMs?: number;
}

const ToastContext = createContext<(toast: Omit<Toast, "id">) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: Omit<Toast, "id">) => setToasts((all) => [...all, { ...toast, id: nextId++ }]), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (!toast.hideAfterMs) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.hideAfterMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div className={`toast toast--${toast.type}`} role={toast.type === "warning" || toast.type === "error" ? "alert" : "status"}>
      <span>{toast.text}</span>
      <button type="button" className="toast__close" aria-label="Hinweis schließen" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
