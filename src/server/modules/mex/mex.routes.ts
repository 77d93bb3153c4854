import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema as errorSchema } from "../../../domain/shared/errors.ts";
import {
  claimDeviceSchema,
  deviceIdParams,
  idParams,
  ingestAnswerSchema,
  mexSnapshotQuery,
  mexSnapshotSchema,
  okSchema,
  readingBatchSchema,
  sensorListSchema,
  sensorUpdateSchema,
  tankAnswerSchema,
  tankBodySchema,
  tokenCreateSchema,
  tokenCreatedSchema,
  tokenListSchema,
  openDevicesSchema,
} from "../../../domain/mex/mex.schemas.ts";
import type { MexServices } from "./mex.services.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const pairedSchema = z.object({ sensorId: z.number(), tankId: z.number(), alreadyPaired: z.boolean(), guidePath: z.string() });

/**
 * Tank monitoring over HTTP (spec §7 "Customer, mex and account data", decision 0030). The device route is
 * authenticated by each reading's signature, not by a login; everything else is the customer's own.
 */
export const mexRoutes: FastifyPluginAsyncZod<{
  mex: MexServices;
  renewAccess: (req: import("fastify").FastifyRequest, reply: import("fastify").FastifyReply) => Promise<void>;
}> = async (app, { mex, renewAccess }) => {
  app.post(
    "/api/mex/devices/:deviceId/readings",
    { schema: { params: deviceIdParams, body: readingBatchSchema, response: { 200: ingestAnswerSchema, ...errors } } },
    async (req) => mex.ingestReadings({ deviceId: req.params.deviceId, messages: req.body.readings, via: "http" }),
  );

  app.get("/api/mex/sensors", { schema: { response: { 200: sensorListSchema, ...errors } } }, async (req) => mex.listSensors(req.user!.id));
  app.put("/api/mex/sensors/:id/set-main", { schema: { params: idParams, response: { 200: okSchema, ...errors } } }, async (req) => {
    await mex.setMain({ userId: req.user!.id, sensorId: req.params.id });
    return { success: true as const };
  });
  app.put(
    "/api/mex/sensors/:id",
    { schema: { params: idParams, body: sensorUpdateSchema, response: { 200: okSchema, ...errors } } },
    async (req) => {
      await mex.updateSensor({
        userId: req.user!.id,
        sensorId: req.params.id,
        name: req.body.Name,
        deliveryAddressId: req.body.DeliveryAddressId,
      });
      return { success: true as const };
    },
  );
  app.delete("/api/mex/sensors/:id", { schema: { params: idParams, response: { 200: okSchema, ...errors } } }, async (req) => {
    await mex.deleteSensor({ userId: req.user!.id, sensorId: req.params.id });
    return { success: true as const };
  });
  app.get("/api/mex/tanks/:id", { schema: { params: idParams, response: { 200: tankAnswerSchema, ...errors } } }, async (req) =>
    mex.getTank({ userId: req.user!.id, tankId: req.params.id }),
  );
  app.put(
    "/api/mex/tanks/:id",
    { schema: { params: idParams, body: tankBodySchema, response: { 200: tankAnswerSchema, ...errors } } },
    async (req) => mex.saveTank({ userId: req.user!.id, tankId: req.params.id, body: req.body }),
  );

  // Open data (decision 0030): her keys, and the key-protected state of her devices.
  app.get("/api/mex/tokens", { schema: { response: { 200: tokenListSchema, ...errors } } }, async (req) =>
    mex.listTokens({ userId: req.user!.id }),
  );
  app.post("/api/mex/tokens", { schema: { body: tokenCreateSchema, response: { 200: tokenCreatedSchema, ...errors } } }, async (req) =>
    mex.createToken({ userId: req.user!.id, isImpersonated: req.user!.isImpersonatedS, name: req.body.Name }),
  );
  app.delete("/api/mex/tokens/:id", { schema: { params: idParams, response: { 200: okSchema, ...errors } } }, async (req) => {
    await mex.revokeOwnToken({ userId: req.user!.id, id: req.params.id });
    return { success: true as const };
  });
  app.get("/api/mex/open/v1/devices", { schema: { response: { 200: openDevicesSchema, ...errors } } }, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    return mex.openDevices({ bearer: /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1] });
  });

  // Spec §7: the banner's snapshot; logged-in users only (the account area), empty without sensors.
  app.get(
    "/api/site/mex/mex-snapshot",
    { schema: { querystring: mexSnapshotQuery, response: { 200: mexSnapshotSchema, ...errors } } },
    async (req) => mex.mexSnapshot({ userId: req.user!.id, sensorId: req.query.sensorId }),
  );

  // Pairing is where a customer becomes a mex customer: the customer area, and a fresh token with the new role.
  app.post(
    "/api/customer/mex/pair",
    { schema: { body: claimDeviceSchema, response: { 200: pairedSchema, ...errors } } },
    async (req, reply) => {
      const paired = await mex.claimDevice({
        userId: req.user!.id,
        deviceId: req.body.DeviceId,
        pairingCode: req.body.PairingCode,
        name: req.body.Name,
        countryId: req.country.countryId,
      });
      await renewAccess(req, reply);
      return { ...paired, guidePath: `/mex/tanks/${paired.tankId}` };
    },
  );
};
