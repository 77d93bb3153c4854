import { apiRoutes, defineModule, job, rootRoutes } from "../../platform/module.ts";
import { seedDemoMex } from "../../../db/seed/mex/demo-mex.ts";
import type { MexNeeds } from "./mex.needs.ts";
import { mexRoutes } from "./mex.routes.ts";
import { createMexServices, MEX_ALERT_QUEUE, MEX_SWEEP_QUEUE } from "./mex.services.ts";
import { mqttIngestPlugin } from "./mqtt-ingest.ts";

/**
 * Tank monitoring (decision 0030). Tank alerts and a new main sensor are published (`tank.alert-raised`,
 * `tank.main-sensor-changed`, decision 0051); the customer area reacts.
 */
export const mexModule = defineModule({
  name: "mex",
  asks: ["account", "orders", "calculator"],
  services: (platform, needs: MexNeeds) => createMexServices(platform, needs),
  routes: (mex, _needs, { config, renewAccess }) => [
    // A new mex customer's token gets her new role at once (the pairing turned on hasMexEnabled).
    apiRoutes(mexRoutes, { mex, renewAccess }),
    // Sensors over MQTT (decision 0030): only when a broker is configured; HTTP ingestion works without it.
    // Beside the API, so no request's rate limit applies; it serves no routes, only subscribes, and its
    // onClose (waiting for the readings in flight) runs before the app's jobs and cache stop.
    ...(config.MQTT_URL
      ? [
          rootRoutes(mqttIngestPlugin, {
            url: config.MQTT_URL,
            mex,
            group: config.MQTT_SHARE_GROUP,
            instanceId: config.MQTT_INSTANCE_ID,
            consumers: config.MQTT_CONSUMERS,
            sessionExpirySeconds: config.MQTT_SESSION_EXPIRY_SECONDS,
          }),
        ]
      : []),
  ],
  jobs: (mex) => [
    // Alerts after readings: one queued check per sensor (a burst of readings is checked once).
    job<{ sensorId: number }>(
      MEX_ALERT_QUEUE,
      { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 300, policy: "short" },
      ({ sensorId }) => mex.checkSensorAlerts(sensorId),
    ),
    // Sensors that went silent report nothing: an hourly sweep, once across instances, raises their no-data alert.
    job(
      MEX_SWEEP_QUEUE,
      {
        retryLimit: 2,
        retryDelaySeconds: 60,
        expireInSeconds: 600,
        policy: "short",
        schedule: { cron: "7 * * * *", timeZone: "Europe/Berlin" },
      },
      () => mex.sweepSilentSensors(),
    ),
  ],
  // Closing: the queue is going away; the sensors' next readings queue their checks again.
  close: (mex) => mex.stopAlertChecks(),
  // The demo mex customer's tanks with a year of readings, and devices to pair (decision 0030).
  seeds: [{ name: "demo-mex", demo: true, after: ["demo-accounts"], message: "seeded demo tank sensors", run: (db) => seedDemoMex(db) }],
});
