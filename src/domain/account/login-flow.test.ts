import { describe, expect, it } from "vitest";
import {
  afterLoginPath,
  loginUrl,
  orderLoginUrl,
  parseFlag,
  parseLoginFlow,
  parseMode,
  pickVariant,
  returnUrlOf,
  switchLoginMode,
  type LoginFlowState,
} from "./login-flow.ts";

const q = (s: string) => new URLSearchParams(s);

describe("§5 login flow flags and mode", () => {
  it.each([
    ["true", true],
    ["false", false],
    ["1", undefined],
    ["ja", undefined],
    ["True", undefined],
    [null, undefined],
  ])("boolean flag %s → %s (only true or false)", (v, expected) => {
    expect(parseFlag(v)).toBe(expected);
  });
  it.each([
    ["login", "login"],
    ["register", "register"],
    ["Login", undefined],
    ["guest", undefined],
    [null, undefined],
  ])("mode %s → %s (only login or register)", (v, expected) => {
    expect(parseMode(v)).toBe(expected);
  });
});

describe("§4 variants", () => {
  it("default to the first available one", () => {
    expect(pickVariant(["a", "b"], undefined)).toBe("a");
  });
  it("an unknown variant is ignored", () => {
    expect(pickVariant(["a", "b"], "zzz")).toBe("a");
  });
  it("an available variant is taken", () => {
    expect(pickVariant(["a", "b"], "b")).toBe("b");
  });
});

describe("§4 login/registration state from the URL", () => {
  it("defaults: login mode, no guest, first variants", () => {
    expect(parseLoginFlow({ registerForOrder: false, query: q("") })).toEqual({
      mode: "login",
      registerForOrder: false,
      registerAsGuest: false,
      registerVariant: "standard",
      viewVariant: "seite",
    });
  });
  it("reads mode and variants", () => {
    const s = parseLoginFlow({ registerForOrder: false, registerVariant: "kurz", viewVariant: "kompakt", query: q("mode=register") });
    expect(s).toMatchObject({ mode: "register", registerVariant: "kurz", viewVariant: "kompakt" });
  });
  it("unknown variants and a bad mode are ignored", () => {
    const s = parseLoginFlow({ registerForOrder: false, registerVariant: "xyz", viewVariant: "abc", query: q("mode=admin") });
    expect(s).toMatchObject({ mode: "login", registerVariant: "standard", viewVariant: "seite" });
  });
  it("guest registration is forced off unless registering for an order", () => {
    expect(parseLoginFlow({ registerForOrder: false, query: q("guest=true") }).registerAsGuest).toBe(false);
    expect(parseLoginFlow({ registerForOrder: true, query: q("guest=true") }).registerAsGuest).toBe(true);
    expect(parseLoginFlow({ registerForOrder: true, query: q("guest=1") }).registerAsGuest).toBe(false);
  });
});

describe("§4 switching mode", () => {
  const start: LoginFlowState = {
    mode: "login",
    registerForOrder: true,
    registerAsGuest: false,
    registerVariant: "standard",
    viewVariant: "seite",
  };
  it("is ignored (same state object) when mode, registerForOrder and registerAsGuest are unchanged", () => {
    expect(switchLoginMode(start, { mode: "login" })).toBe(start);
    expect(switchLoginMode(start, { mode: "login", registerForOrder: true, registerAsGuest: false })).toBe(start);
  });
  it("switches to register", () => {
    expect(switchLoginMode(start, { mode: "register" })).toMatchObject({ mode: "register", registerAsGuest: false });
  });
  it("allows guest registration for an order", () => {
    expect(switchLoginMode(start, { mode: "register", registerAsGuest: true })).toMatchObject({ mode: "register", registerAsGuest: true });
  });
  it("forces guest off when not registering for an order", () => {
    const plain = { ...start, registerForOrder: false };
    const next = switchLoginMode(plain, { mode: "login", registerAsGuest: true });
    expect(next).toBe(plain);
    expect(switchLoginMode(plain, { mode: "register", registerAsGuest: true }).registerAsGuest).toBe(false);
  });
});

describe("ReturnUrl of a login URL (safeReturnPath: return-path.test.ts)", () => {
  it("ReturnUrl wins over RedirectUrl; RedirectUrl is read when ReturnUrl is absent", () => {
    expect(returnUrlOf(q("ReturnUrl=%2Fa&RedirectUrl=%2Fb"))).toBe("/a");
    expect(returnUrlOf(q("RedirectUrl=%2Fb"))).toBe("/b");
    expect(returnUrlOf(q("ReturnUrl=https%3A%2F%2Fevil.example"))).toBe("/");
    expect(returnUrlOf(q("ReturnUrl=%2F.%2F%2Fevil.example"))).toBe("/");
    expect(returnUrlOf(q("RedirectUrl=%2F%2Fevil.example"))).toBe("/");
  });
});

describe("§2 login route with ReturnUrl", () => {
  it("carries the current address", () => {
    expect(loginUrl("/persoenliche-daten?tab=1")).toBe("/benutzerkonto/anmeldung?ReturnUrl=%2Fpersoenliche-daten%3Ftab%3D1");
  });
  it("leaves ReturnUrl out for home, account pages and unsafe addresses", () => {
    expect(loginUrl("/")).toBe("/benutzerkonto/anmeldung");
    expect(loginUrl("/benutzerkonto/anmeldung?ReturnUrl=%2Fx")).toBe("/benutzerkonto/anmeldung");
    expect(loginUrl("https://evil.example")).toBe("/benutzerkonto/anmeldung");
    expect(loginUrl(null)).toBe("/benutzerkonto/anmeldung");
  });
  it("order login of a product group", () => {
    expect(orderLoginUrl("heizoel", "/heizoel/bestellung?zipCode=80331")).toBe(
      "/benutzerkonto/bestellanmeldung/heizoel?ReturnUrl=%2Fheizoel%2Fbestellung%3FzipCode%3D80331",
    );
  });
});

describe("after a login with a redirect path (decision 0026)", () => {
  it.each([
    // redirect path, ReturnUrl, where the page goes
    ["/haendlerportal", "/", "/haendlerportal"],
    ["/haendlerportal", "/heizoel/angebotsliste?zipCode=80331", "/haendlerportal"],
    ["/haendlerportal", "/haendlerportal/bestellungen/17", "/haendlerportal/bestellungen/17"],
    ["/haendlerportal", "/HAENDLERPORTAL/lieferungen?seite=2", "/HAENDLERPORTAL/lieferungen?seite=2"],
    ["/haendlerportal", "/haendlerportalx", "/haendlerportal"],
    ["/haendlerportal", "//evil.example/haendlerportal", "/haendlerportal"],
    [null, "/persoenliche-daten", "/persoenliche-daten"],
    [null, "//evil.example", "/"],
    ["//evil.example", "/persoenliche-daten", "/persoenliche-daten"],
  ] as const)("redirect %j, ReturnUrl %j → %j", (redirect, back, expected) => {
    expect(afterLoginPath(redirect, back)).toBe(expected);
  });
});
