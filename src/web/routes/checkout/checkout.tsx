import { useState } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { writeCalculatorQuery } from "../../../domain/calculator/calculator-config.ts";
import { parseGroupedAmount } from "../../../domain/calculator/calculator-validation.ts";
import {
  applicableSteps,
  chooseVariant,
  isStepAccessible,
  latestAccessibleStep,
  nextStep,
  previousStep,
  stepByAddressPart,
  stepByKey,
  stepIndicator,
  type CheckoutStep,
} from "../../../domain/orders/checkout-steps.ts";
import { productGroupByUrlName } from "../../../domain/shared/products.ts";
import { visitorSeed } from "../../../domain/analytics/visitor-seed.ts";
import type { CheckoutView } from "../../../domain/orders/checkout.types.ts";
import { AddressStep } from "../../components/checkout/address-step.tsx";
import { CheckStep } from "../../components/checkout/check-step.tsx";
import { PaymentStep } from "../../components/checkout/payment-step.tsx";
import { StationsStep } from "../../components/checkout/stations-step.tsx";
import { OfferSummary, StepIndicator, type IndicatorItem } from "../../components/checkout/summary-parts.tsx";
import checkoutCss from "../../components/checkout/checkout.css?url";
import { isClientError } from "../../../domain/shared/errors.ts";
import { offerConfigFromRequest } from "../offers/offer-config.ts";
import { addressFromForm, callerOrLogin, intOrNull, newIdempotencyKey, problemOf, type ActionProblem } from "./checkout.server.ts";
import { formText, formValues, assertSameOrigin } from "../../lib/page.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];

export function meta({ data }: Route.MetaArgs) {
  const title = data && "step" in data && data.step ? (stepByKey(data.step)?.mainTitle ?? stepByKey(data.step)?.displayName) : "Bestellung";
  return [{ title: `${title} | Bestellung | Heizöl-Marktplatz` }, { name: "robots", content: "noindex" }];
}

const VARIANT_NAMES = new Set(["default", "compact"]);

function stepPath(group: string, step: CheckoutStep, search: string) {
  return `/${group}/bestellung/${step.addressPart}${search}`;
}

function stepsOfView(view: CheckoutView) {
  return applicableSteps(view.ApplicableSteps.map((s) => s.Key));
}

const configQuery = (view: CheckoutView) =>
  writeCalculatorQuery({
    ...view.Configuration,
    Cn: view.Configuration.Cn ?? false,
    Ap: view.Configuration.Ap ?? false,
    InitialOpenedSettings: false,
    UpsellCount: 0,
  });

/** Where the offer came from: the order-parameter confirmation of the same configuration and dealer. */
function offerPageHref(group: string, view: CheckoutView) {
  return `/${group}/bestellparameter-bestaetigen?${configQuery(view)}&dealerId=${view.DealerId}&branchId=${view.BranchId}`;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const group = productGroupByUrlName(params.productGroup ?? "");
  if (!group) throw data(null, { status: 404 });
  const caller = callerOrLogin(context.user, group.urlName, request);
  const { services, country } = context;
  const url = new URL(request.url);
  const checkoutId = url.searchParams.get("checkout");

  if (!checkoutId) {
    // Entry (spec §2): the calculator query plus dealerId/branchId start or resume the checkout.
    const { config } = offerConfigFromRequest(params.productGroup, request, country);
    const dealerId = Number(url.searchParams.get("dealerId"));
    const branchId = url.searchParams.get("branchId") ? Number(url.searchParams.get("branchId")) : undefined;
    const listHref = `/${group.urlName}/angebotsliste?${writeCalculatorQuery(config)}`;
    if (!Number.isInteger(dealerId) || dealerId <= 0)
      return { state: "error" as const, message: "Bitte wählen Sie zuerst ein Angebot aus der Angebotsliste.", backHref: listHref };
    try {
      const view = await services.orders.startCheckout(caller, {
        config: { ...config, Cn: config.Cn, Ap: config.Ap },
        DealerId: dealerId,
        BranchId: Number.isInteger(branchId) && branchId! > 0 ? branchId : undefined,
      });
      // The entry query is carried along as it came (spec §2), plus the checkout.
      const search = `${url.search ? `${url.search}&` : "?"}checkout=${encodeURIComponent(view.CheckoutId)}`;
      const steps = stepsOfView(view);
      const target = latestAccessibleStep(steps, view.Steps) ?? steps[0];
      throw redirect(stepPath(group.urlName, target, search));
    } catch (err) {
      if (isClientError(err)) return { state: "error" as const, message: err.message, backHref: listHref };
      throw err;
    }
  }

  let view: CheckoutView;
  try {
    view = await services.orders.getCheckout(caller, checkoutId);
  } catch (err) {
    if (isClientError(err) && err.statusCode === 404) throw data(null, { status: 404 });
    throw err;
  }
  if (view.OrderId) throw redirect(`/${group.urlName}/bestellung-erfolgreich/${view.OrderId}`);

  const steps = stepsOfView(view);
  const latest = latestAccessibleStep(steps, view.Steps) ?? steps[0];
  const segments = [params.stepOrVariant, params.stepName, params.subStep].filter((s): s is string => Boolean(s));
  let explicitVariant: string | null = null;
  if (segments[0] && VARIANT_NAMES.has(segments[0])) explicitVariant = segments.shift()!;
  const step = segments[0] ? stepByAddressPart(steps, segments[0]) : undefined;
  // Spec §4: only validated steps are accessible; anything else goes to the latest accessible step.
  if (!step || segments.length > 1 || !isStepAccessible(steps, view.Steps, step))
    throw redirect(stepPath(group.urlName, latest, url.search));

  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? context.clientAddress;
  const variant =
    explicitVariant && step.availableVariants.includes(explicitVariant)
      ? explicitVariant
      : chooseVariant(step, visitorSeed(request.headers.get("user-agent") ?? "", forwarded));
  const current = step.stepNumber;
  const indicator: IndicatorItem[] = stepIndicator(steps).map((e) => {
    const accessible = isStepAccessible(steps, view.Steps, e.step);
    const status = e.stepNumber === current ? "current" : e.stepNumber < current ? "done" : "upcoming";
    return {
      number: e.number,
      displayName: e.displayName,
      status,
      href: status !== "current" && accessible ? stepPath(group.urlName, e.step, url.search) : null,
    };
  });
  const previous = previousStep(steps, step);
  const paymentStep = steps.find((s) => s.stepNumber === 2);
  const placeName =
    step.validationKey === "address" ? await services.location.placeOfZip(country.countryId, view.Configuration.ZipCode) : null;
  return {
    state: "step" as const,
    locale: country,
    group: group.urlName,
    view,
    step: step.validationKey,
    variant: variant === "compact" ? ("compact" as const) : ("default" as const),
    indicator,
    backHref: previous ? stepPath(group.urlName, previous, url.search) : offerPageHref(group.urlName, view),
    backLabel: previous ? `Zurück zu „${previous.displayName}“` : "Zurück zum Angebot",
    // A declined payment is chosen anew on the offer list (the payment belongs to the offer).
    listHref: `/${group.urlName}/angebotsliste?${configQuery(view)}`,
    addressHref: stepPath(group.urlName, steps[0], url.search),
    paymentHref: paymentStep && isStepAccessible(steps, view.Steps, paymentStep) ? stepPath(group.urlName, paymentStep, url.search) : null,
    // Generated per view of the summary; a retried or doubled submission carries the same key.
    idempotencyKey: newIdempotencyKey(),
    placeName,
    userName: { firstName: context.user?.firstName ?? "", lastName: context.user?.lastName ?? "", title1: context.user?.title1 ?? "" },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const group = productGroupByUrlName(params.productGroup ?? "");
  if (!group) throw data(null, { status: 404 });
  const caller = callerOrLogin(context.user, group.urlName, request);
  const url = new URL(request.url);
  const checkoutId = url.searchParams.get("checkout") ?? "";
  const form = await request.formData();
  const intent = formText(form, "intent", 200);
  const values = formValues(form, 200, ["IdempotencyKey"]);
  const orders = context.services.orders;
  const next = (view: CheckoutView, saved: string) => {
    const steps = stepsOfView(view);
    const at = steps.find((s) => s.validationKey === saved);
    const following = at ? nextStep(steps, at) : null;
    return redirect(stepPath(group.urlName, following ?? latestAccessibleStep(steps, view.Steps) ?? steps[0], url.search));
  };
  try {
    switch (intent) {
      case "address": {
        const deliveryId = intOrNull(formText(form, "DeliveryAddressId", 200));
        const useInvoice = form.get("UseInvoiceAddress") === "on";
        const view = await orders.saveCheckoutAddresses(caller, {
          CheckoutId: checkoutId,
          Variant: formText(form, "Variant", 200) || null,
          DeliveryAddressId: deliveryId,
          DeliveryAddress: deliveryId ? null : addressFromForm(form, "DeliveryAddress"),
          UseInvoiceAddress: useInvoice,
          InvoiceAddress: useInvoice ? addressFromForm(form, "InvoiceAddress") : null,
        });
        return next(view, "address");
      }
      case "stations": {
        const current = await orders.getCheckout(caller, checkoutId);
        const stations = current.Stations.map((_, i) => {
          const id = intOrNull(formText(form, `Stations.${i}.AddressId`, 200));
          return {
            AddressIndex: i,
            // "2500,5" stays NaN and is refused as not whole; "2.500" and "2’500" are grouped whole numbers.
            Amount: parseGroupedAmount(formText(form, `Stations.${i}.Amount`, 200), context.country) ?? Number.NaN,
            AddressId: i === 0 ? null : id,
            Address: i === 0 || id ? null : addressFromForm(form, `Stations.${i}.Address`),
          };
        });
        const view = await orders.saveCheckoutStations(caller, { CheckoutId: checkoutId, Variant: "default", Stations: stations });
        return next(view, "address-amount");
      }
      case "payment": {
        const view = await orders.saveCheckoutPayment(caller, {
          CheckoutId: checkoutId,
          PaymentId: intOrNull(formText(form, "PaymentId", 200)) ?? 0,
          IsRatenkaufPayment: formText(form, "IsRatenkaufPayment", 200) === "true",
          PaymentModifier: intOrNull(formText(form, "PaymentModifier", 200)),
          Iban: formText(form, "Iban", 200),
          AccountHolder: formText(form, "AccountHolder", 200),
          MandateAccepted: form.get("MandateAccepted") === "on",
          Variant: "default",
        });
        return next(view, view.PaymentData.StepKey ?? "check");
      }
      case "place": {
        const key = formText(form, "IdempotencyKey", 200);
        const { order } = await orders.placeOrder(caller, {
          CheckoutId: checkoutId,
          IdempotencyKey: /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : newIdempotencyKey(),
          ExpectedTotalPrice: intOrNull(formText(form, "ExpectedTotalPrice", 200)) ?? -1,
          Comment: formText(form, "Comment", 200).slice(0, 1000),
        });
        return redirect(`/${group.urlName}/bestellung-erfolgreich/${order.id}`);
      }
      default:
        return data<ActionProblem>(
          { message: "Unbekannte Aktion. Bitte laden Sie die Seite neu.", code: "UNKNOWN_INTENT", fieldErrors: {}, values },
          { status: 400 },
        );
    }
  } catch (err) {
    return problemOf(err, values);
  }
}

function ProgressBar() {
  const navigation = useNavigation();
  return navigation.state !== "idle" ? <div className="co-progress" role="progressbar" aria-label="Seite wird geladen" /> : null;
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "error") {
    return (
      <main className="co-page">
        <h1>Bestellung</h1>
        <p className="notice notice--error" role="alert">
          {loaderData.message}
        </p>
        <Link to={loaderData.backHref} className="button button--secondary co-back">
          Zur Angebotsliste
        </Link>
      </main>
    );
  }
  return <StepPage data={loaderData} problem={actionData as ActionProblem | undefined} />;
}

function StepPage({ data: d, problem }: { data: Extract<Route.ComponentProps["loaderData"], { state: "step" }>; problem?: ActionProblem }) {
  const step = stepByKey(d.step)!;
  const [key] = useState(d.idempotencyKey);
  const errors = problem?.fieldErrors ?? {};
  const values = problem?.values;
  const formKey = `${d.step}-${d.view.Steps.length}`;
  const showOffer = step.useOfferView;
  const fieldMessages = new Set(Object.values(errors).flat());
  const general =
    problem && (Object.keys(errors).length === 0 || !fieldMessages.has(problem.message) || problem.code === "PRICE_CHANGED")
      ? problem.message
      : null;
  return (
    <main className="co-page" data-step={d.step} data-variant={d.variant}>
      <ProgressBar />
      <StepIndicator items={d.indicator} />
      <h1>{step.mainTitle ?? step.displayName}</h1>
      {step.isOrderFinalizer && <p className="co-card__lead">{step.displayName}: Bitte prüfen Sie Ihre Angaben, bevor Sie bestellen.</p>}
      {general && (
        <p className={`notice ${problem?.code === "PRICE_CHANGED" ? "notice--warning" : "notice--error"}`} role="alert">
          {general}
        </p>
      )}
      {!d.view.HasCalculation && (
        <p className="notice notice--error" role="alert">
          {d.view.OfferMessage}
        </p>
      )}
      <div className={`co-layout${showOffer ? " co-layout--offer" : ""}`}>
        <div key={formKey}>
          {d.step === "address" && (
            <AddressStep view={d.view} errors={errors} values={values} variant={d.variant} placeName={d.placeName} userName={d.userName} />
          )}
          {d.step === "address-amount" && (
            <StationsStep view={d.view} errors={errors} values={values} locale={d.locale} addressHref={d.addressHref} />
          )}
          {d.step.startsWith("payment-") && (
            <PaymentStep view={d.view} errors={errors} values={values} locale={d.locale} listHref={d.listHref} />
          )}
          {d.step === "check" && (
            <CheckStep
              view={d.view}
              errors={errors}
              values={values}
              locale={d.locale}
              idempotencyKey={key}
              addressHref={d.addressHref}
              paymentHref={d.paymentHref}
              priceChanged={problem?.code === "PRICE_CHANGED"}
            />
          )}
          <Link to={d.backHref} className="co-back">
            ← {d.backLabel}
          </Link>
        </div>
        {showOffer && <OfferSummary view={d.view} locale={d.locale} />}
      </div>
    </main>
  );
}
