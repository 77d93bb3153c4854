import { describe, expect, it } from "vitest";
import { tankBodySchema, tankTypeStepSchema } from "./mex.schemas.ts";
import { fieldsOfTankType, onlyFieldsOfType } from "./tank-type-fields.ts";

// Decision 0047: each tank type has its own fields; a tank is saved with those and no others.

/** Everything a form could post at once: a count, a position and all four dimensions. */
const everything = {
  Name: "Tank",
  TankCount: "3",
  Horizontal: "true",
  LengthMm: "1500",
  WidthMm: "700",
  HeightMm: "1600",
  DiameterMm: "1000",
};

describe("the fields of each tank type", () => {
  it.each([
    [1, false, { count: false, position: false, dimensions: ["lengthMm", "widthMm", "heightMm"] }],
    [2, true, { count: false, position: true, dimensions: ["diameterMm", "lengthMm"] }],
    [2, false, { count: false, position: true, dimensions: ["diameterMm", "heightMm"] }],
    [3, false, { count: false, position: false, dimensions: ["diameterMm"] }],
    [4, false, { count: true, position: false, dimensions: ["lengthMm", "widthMm", "heightMm"] }],
  ] as const)("type %i (lying: %s)", (typeId, horizontal, fields) => {
    expect(fieldsOfTankType(typeId, horizontal)).toEqual(fields);
  });
});

describe("saving keeps only the type's fields, whatever else was posted", () => {
  it.each([
    [
      "rectangular",
      "1",
      { TankTypeId: 1, TankCount: 1, Horizontal: false, LengthMm: 1500, WidthMm: 700, HeightMm: 1600, DiameterMm: null },
    ],
    [
      "lying cylinder",
      "2",
      { TankTypeId: 2, TankCount: 1, Horizontal: true, LengthMm: 1500, WidthMm: null, HeightMm: null, DiameterMm: 1000 },
    ],
    ["ball", "3", { TankTypeId: 3, TankCount: 1, Horizontal: false, LengthMm: null, WidthMm: null, HeightMm: null, DiameterMm: 1000 }],
    ["battery", "4", { TankTypeId: 4, TankCount: 3, Horizontal: false, LengthMm: 1500, WidthMm: 700, HeightMm: 1600, DiameterMm: null }],
  ] as const)("%s", (_name, typeId, saved) => {
    expect(tankBodySchema.parse({ ...everything, TankTypeId: typeId })).toMatchObject(saved);
  });

  it("an upright cylinder keeps its height, not a length", () => {
    expect(tankBodySchema.parse({ ...everything, TankTypeId: "2", Horizontal: "false" })).toMatchObject({
      Horizontal: false,
      LengthMm: null,
      HeightMm: 1600,
      DiameterMm: 1000,
      WidthMm: null,
    });
  });

  it("a field the type does not have cannot refuse the save either (a hidden count typed as text, a stray checkbox)", () => {
    const posted = {
      Name: "Tank",
      TankTypeId: "1",
      TankCount: "drei",
      Horizontal: "on",
      LengthMm: "1500",
      WidthMm: "700",
      HeightMm: "1600",
      DiameterMm: "abc",
    };
    expect(tankBodySchema.safeParse(posted)).toMatchObject({ success: true, data: { TankCount: 1, Horizontal: false, DiameterMm: null } });
  });

  it("the type's own fields are still checked", () => {
    const r = tankBodySchema.safeParse({ ...everything, TankTypeId: "4", TankCount: "1" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["TankCount", "Ein Batterietank besteht aus mindestens zwei Tanks."],
    ]);
  });

  it("without a valid type nothing is set aside; the type's own message says what is missing", () => {
    expect(onlyFieldsOfType({ TankTypeId: "", TankCount: "3" })).toEqual({ TankTypeId: "", TankCount: "3" });
    const r = tankBodySchema.safeParse({ ...everything, TankTypeId: "7" });
    expect(r.error?.issues.map((i) => i.message)).toContain("Bitte wählen Sie die Tankart.");
  });
});

describe("the guide's tank-type step asks for exactly the type's fields", () => {
  it.each([
    ["rectangular", { TankTypeId: "1", TankCount: "", Horizontal: "" }, { TankTypeId: 1, TankCount: 1, Horizontal: false }],
    [
      "rectangular, with leftovers of another type",
      { TankTypeId: "1", TankCount: "3", Horizontal: "true" },
      { TankTypeId: 1, TankCount: 1, Horizontal: false },
    ],
    ["lying cylinder", { TankTypeId: "2", TankCount: "4", Horizontal: "true" }, { TankTypeId: 2, TankCount: 1, Horizontal: true }],
    ["upright cylinder", { TankTypeId: "2", Horizontal: "false" }, { TankTypeId: 2, TankCount: 1, Horizontal: false }],
    ["ball", { TankTypeId: "3", TankCount: "x", Horizontal: "true" }, { TankTypeId: 3, TankCount: 1, Horizontal: false }],
    ["battery of three", { TankTypeId: "4", TankCount: "3", Horizontal: "true" }, { TankTypeId: 4, TankCount: 3, Horizontal: false }],
  ] as const)("%s", (_name, posted, step) => {
    expect(tankTypeStepSchema.parse(posted)).toEqual(step);
  });

  it.each([
    ["no type", { TankCount: "", Horizontal: "" }, "TankTypeId", "Bitte wählen Sie die Tankart."],
    [
      "a cylinder without its position (never assumed)",
      { TankTypeId: "2", Horizontal: "" },
      "Horizontal",
      "Bitte wählen Sie, ob der Zylindertank liegt oder steht.",
    ],
    ["a battery without a count", { TankTypeId: "4", TankCount: "" }, "TankCount", "Bitte geben Sie die Anzahl der Tanks an."],
    ["a battery of one", { TankTypeId: "4", TankCount: "1" }, "TankCount", "Ein Batterietank besteht aus mindestens zwei Tanks."],
    ["a battery of eleven", { TankTypeId: "4", TankCount: "11" }, "TankCount", "Höchstens 10 Tanks."],
  ] as const)("%s is refused with a German message", (_name, posted, field, message) => {
    const r = tankTypeStepSchema.safeParse(posted);
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
