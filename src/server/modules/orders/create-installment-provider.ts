import type { InstallmentProvider } from "./installment-provider.ts";
import { sandboxInstallmentProvider } from "./sandbox-installment-provider.ts";

/** INSTALLMENT_PROVIDER (config) names the adapter; only the sandbox exists so far (decision 0007). */
export type InstallmentProviderName = "sandbox";

export function createInstallmentProvider(name: InstallmentProviderName): InstallmentProvider {
  switch (name) {
    case "sandbox":
      return sandboxInstallmentProvider;
  }
}
