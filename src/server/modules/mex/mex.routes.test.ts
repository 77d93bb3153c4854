import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createUser, type TestUser } from "../orders/orders.test-helpers.ts";
import { cylinderTank, pair, provisionDevice, signedReading } from "./mex.test-helpers.ts";

type Ctx = ReturnType<typeof withTestApp>;

/** Tank monitoring over the API (decision 0030): pairing, signed readings, tanks, ownership. */
describe.each(testDatabases())("tank monitoring on $name", (kind) => {
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const db = () => ctx.database.db;
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user: TestUser | null, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { ...(user?.headers ?? {}), host: "de.localhost" } });
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

  it("pairing makes her a mex customer at once; readings signed by the device are stored once; a foreign signature is refused", async () => {
    const device = await provisionDevice(db());
    const plain = await createUser(ctx.app, db());
    expect((await send("GET", "/api/mex/sensors", plain)).statusCode).toBe(403);
    const wrong = await send("POST", "/api/customer/mex/pair", plain, { DeviceId: device.deviceId, PairingCode: "FALSCH" });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toContain("Kopplungscode");
    const { user, tankId, sensorId } = await pair(ctx.app, plain, device);

    const list = await send("GET", "/api/mex/sensors", user);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      selectedId: sensorId,
      sensors: [{ id: sensorId, tankId, isMain: true, deviceId: device.deviceId, status: null, litres: null }],
    });

    const batch = { readings: [signedReading(device.secret, { seq: 1, measuredAt: hoursAgo(2), distanceMm: 700 })] };
    const first = await send("POST", `/api/mex/devices/${device.deviceId}/readings`, null, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ accepted: 1, duplicates: 0 });
    expect((await send("POST", `/api/mex/devices/${device.deviceId}/readings`, null, batch)).json()).toEqual({
      accepted: 0,
      duplicates: 1,
    });

    const other = await provisionDevice(db());
    const forged = await send("POST", `/api/mex/devices/${device.deviceId}/readings`, null, {
      readings: [signedReading(other.secret, { seq: 2, measuredAt: hoursAgo(1), distanceMm: 650 })],
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe("Die Signatur der Messung passt nicht zu diesem Gerät.");
    expect((await send("GET", `/api/mex/tanks/${tankId}`, user)).json().readingCount).toBe(1);

    const future = await send("POST", `/api/mex/devices/${device.deviceId}/readings`, null, {
      readings: [signedReading(device.secret, { seq: 3, measuredAt: new Date(Date.now() + 86_400_000).toISOString(), distanceMm: 650 })],
    });
    expect(future.statusCode).toBe(400);
  });

  it("the tank: capitalised payload in, lower-camel out; battery stored as angular; calibration from a dipstick; a bad geometry is a German 400", async () => {
    const device = await provisionDevice(db(), 4);
    const { user, tankId, sensorId } = await pair(ctx.app, await createUser(ctx.app, db()), device);
    const bad = await send("PUT", `/api/mex/tanks/${tankId}`, user, cylinderTank({ DiameterMm: null }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Durchmesser/);

    const battery = await send("PUT", `/api/mex/tanks/${tankId}`, user, {
      Name: "Batterie",
      TankTypeId: 4,
      TankCount: 3,
      Horizontal: false,
      LengthMm: 1500,
      WidthMm: 700,
      HeightMm: 1600,
      NominalLitres: 4500,
    });
    expect(battery.statusCode, battery.body).toBe(200);
    // Loaded again: three angular tanks are a battery; the old sensor type 4 is radio (spec §4).
    expect(battery.json()).toMatchObject({ tankTypeId: 4, tankCount: 3, sensorTypeId: 3, nominalLitres: 4500 });

    const early = await send("PUT", `/api/mex/tanks/${tankId}`, user, cylinderTank({ DipstickLevelMm: 500 }));
    expect(early.statusCode).toBe(409);

    await send("POST", `/api/mex/devices/${device.deviceId}/readings`, null, {
      readings: [signedReading(device.secret, { seq: 1, measuredAt: hoursAgo(1), distanceMm: 600, temperatureC: 15 })],
    });
    const calibrated = await send("PUT", `/api/mex/tanks/${tankId}`, user, cylinderTank({ DipstickLevelMm: 500, SetupComplete: true }));
    expect(calibrated.statusCode, calibrated.body).toBe(200);
    expect(calibrated.json()).toMatchObject({ tankTypeId: 2, sensorToBottomMm: 1100, setupComplete: true, lastDistanceMm: 600 });
    // Half full lying cylinder at 15 °C: half the nominal volume.
    const [s] = (await send("GET", "/api/mex/sensors", user)).json().sensors;
    expect(s).toMatchObject({ id: sensorId, litres: 750, levelPercent: 50, capacityLitres: 1500, status: "ok" });
  });

  it("a tank is saved with its type's fields only: a count, a position or a dimension of another type is set aside (decision 0047)", async () => {
    const { user, tankId } = await pair(ctx.app, await createUser(ctx.app, db()), await provisionDevice(db()));
    const stray = {
      Name: "Keller",
      TankCount: 3,
      Horizontal: true,
      LengthMm: 1500,
      WidthMm: 700,
      HeightMm: 1000,
      DiameterMm: 900,
      NominalLitres: 1000,
    };
    const rectangular = await send("PUT", `/api/mex/tanks/${tankId}`, user, { ...stray, TankTypeId: 1 });
    expect(rectangular.statusCode, rectangular.body).toBe(200);
    expect(rectangular.json()).toMatchObject({
      tankTypeId: 1,
      tankCount: 1,
      horizontal: false,
      lengthMm: 1500,
      widthMm: 700,
      heightMm: 1000,
      diameterMm: null,
    });
    // Loaded again it is no battery: the stray count was not stored.
    expect((await send("GET", `/api/mex/tanks/${tankId}`, user)).json()).toMatchObject({ tankTypeId: 1, tankCount: 1 });
    const ball = await send("PUT", `/api/mex/tanks/${tankId}`, user, { ...stray, TankTypeId: 3, DiameterMm: 1200, NominalLitres: 900 });
    expect(ball.statusCode, ball.body).toBe(200);
    expect(ball.json()).toMatchObject({
      tankTypeId: 3,
      tankCount: 1,
      horizontal: false,
      lengthMm: null,
      widthMm: null,
      heightMm: null,
      diameterMm: 1200,
    });
    // A stray field that would not even validate cannot refuse the save; the type's own fields still can.
    expect(
      (await send("PUT", `/api/mex/tanks/${tankId}`, user, { ...stray, TankTypeId: 1, TankCount: "viele", DiameterMm: -5 })).statusCode,
    ).toBe(200);
    const lonely = await send("PUT", `/api/mex/tanks/${tankId}`, user, { ...stray, TankTypeId: 4, TankCount: 1 });
    expect(lonely.statusCode).toBe(400);
    expect(lonely.json().message).toContain("mindestens zwei Tanks");
  });

  it("one customer never reaches another's sensors and tanks; set-main, rename, snapshot and delete act on her own", async () => {
    const a = await pair(ctx.app, await createUser(ctx.app, db()), await provisionDevice(db()));
    const a2 = await pair(ctx.app, a.user, await provisionDevice(db()));
    const b = await pair(ctx.app, await createUser(ctx.app, db()), await provisionDevice(db()));
    for (const [method, url, body] of [
      ["GET", `/api/mex/tanks/${a.tankId}`],
      ["PUT", `/api/mex/tanks/${a.tankId}`, cylinderTank()],
      ["PUT", `/api/mex/sensors/${a.sensorId}/set-main`],
      ["PUT", `/api/mex/sensors/${a.sensorId}`, { Name: "Fremd" }],
      ["DELETE", `/api/mex/sensors/${a.sensorId}`],
    ] as const) {
      const res = await send(method, url, b.user, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await send("GET", "/api/mex/sensors", b.user)).json().sensors.map((s: { id: number }) => s.id)).toEqual([b.sensorId]);
    expect((await send("GET", "/api/site/mex/mex-snapshot", null)).statusCode).toBe(401);

    const snap = (await send("GET", "/api/site/mex/mex-snapshot", a2.user)).json();
    expect(snap.AvailableTanks.map((t: { Selected: boolean }) => t.Selected)).toEqual([true, false]);
    expect((await send("GET", `/api/site/mex/mex-snapshot?sensorId=${a2.sensorId}`, a2.user)).json().selectedMex.SensorId).toBe(
      a2.sensorId,
    );
    // Another customer's sensor id selects nothing of hers: the first stays selected.
    expect((await send("GET", `/api/site/mex/mex-snapshot?sensorId=${b.sensorId}`, a2.user)).json().selectedMex.SensorId).toBe(a.sensorId);

    expect((await send("PUT", `/api/mex/sensors/${a2.sensorId}/set-main`, a2.user)).statusCode).toBe(200);
    expect((await send("PUT", `/api/mex/sensors/${a2.sensorId}`, a2.user, { Name: "Garage" })).statusCode).toBe(200);
    const after = (await send("GET", "/api/mex/sensors", a2.user)).json();
    expect(after.selectedId).toBe(a2.sensorId);
    expect(after.sensors.find((s: { id: number }) => s.id === a2.sensorId)).toMatchObject({ isMain: true, name: "Garage" });
    expect((await send("PUT", `/api/mex/sensors/${a2.sensorId}`, a2.user, { Name: "" })).statusCode).toBe(400);

    expect((await send("DELETE", `/api/mex/sensors/${a2.sensorId}`, a2.user)).statusCode).toBe(200);
    const left = (await send("GET", "/api/mex/sensors", a2.user)).json();
    expect(left.sensors).toHaveLength(1);
    expect(left.sensors[0]).toMatchObject({ id: a.sensorId, isMain: true });
  });

  it("open data: her key reads her devices' state (every field present), never another's; a revoked key is refused", async () => {
    const device = await provisionDevice(db());
    const a = await pair(ctx.app, await createUser(ctx.app, db()), device);
    const b = await pair(ctx.app, await createUser(ctx.app, db()), await provisionDevice(db()));
    const created = await send("POST", "/api/mex/tokens", a.user, { Name: "Home Assistant" });
    expect(created.statusCode, created.body).toBe(200);
    const { token, id } = created.json();
    expect(token).toMatch(/^mex_/);
    const open = (bearer: string | null) =>
      ctx.app.inject({
        method: "GET",
        url: "/api/mex/open/v1/devices",
        headers: { host: "de.localhost", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      });

    const before = (await open(token)).json();
    expect(before.items).toEqual([
      {
        deviceId: device.deviceId,
        name: "Mein Tank",
        status: "no-reading",
        currentMeteringAt: null,
        nextMeteringAt: null,
        fillLevelQuantity: null,
        fillLevelPercent: null,
        capacity: null,
        quantityUnit: "L",
        daysReach: null,
        batteryVoltage: null,
        batteryLevel: null,
        validationError: null,
      },
    ]);
    await send("PUT", `/api/mex/tanks/${a.tankId}`, a.user, cylinderTank());
    await send("POST", `/api/mex/devices/${device.deviceId}/readings`, null, {
      readings: [signedReading(device.secret, { seq: 1, measuredAt: hoursAgo(3), distanceMm: 600, temperatureC: 15 })],
    });
    await send("PUT", `/api/mex/tanks/${a.tankId}`, a.user, cylinderTank({ DipstickLevelMm: 500 }));
    const after = (await open(token)).json().items[0];
    expect(after).toMatchObject({
      name: "Keller",
      status: "ok",
      fillLevelQuantity: 750,
      fillLevelPercent: 50,
      capacity: 1500,
      batteryLevel: "GOOD",
      validationError: null,
      daysReach: null,
    });
    expect(Date.parse(after.nextMeteringAt)).toBeGreaterThan(Date.parse(after.currentMeteringAt));

    expect((await open(null)).statusCode).toBe(401);
    expect((await open("mex_nicht-vorhanden-aaaaaaaaaaaaaaaaaaaa")).statusCode).toBe(401);
    // B cannot list or revoke A's key.
    expect((await send("GET", "/api/mex/tokens", b.user)).json().tokens).toEqual([]);
    expect((await send("DELETE", `/api/mex/tokens/${id}`, b.user)).statusCode).toBe(404);
    expect((await send("GET", "/api/mex/tokens", a.user)).json().tokens).toMatchObject([{ id, name: "Home Assistant" }]);
    expect((await send("DELETE", `/api/mex/tokens/${id}`, a.user)).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(401);
  });

  it("concurrent reports are stored together and each exactly once: the same reading sent twice at once counts once", async () => {
    const devices = await Promise.all(Array.from({ length: 8 }, () => provisionDevice(db())));
    const messages = devices.flatMap((d) =>
      [1, 2, 3].map((seq) => ({ d, m: signedReading(d.secret, { seq, measuredAt: hoursAgo(seq), distanceMm: 500 + seq }) })),
    );
    // Every message twice, all at the same moment.
    const answers = await Promise.all(
      [...messages, ...messages].map(({ d, m }) => send("POST", `/api/mex/devices/${d.deviceId}/readings`, null, { readings: [m] })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const accepted = answers.reduce((n, a) => n + a.json().accepted, 0);
    const duplicates = answers.reduce((n, a) => n + a.json().duplicates, 0);
    expect({ accepted, duplicates }).toEqual({ accepted: messages.length, duplicates: messages.length });
  });
});
