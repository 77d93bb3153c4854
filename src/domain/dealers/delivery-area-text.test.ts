import { describe, expect, it } from "vitest";
import { deliveryAreaText } from "./delivery-area-text.ts";

describe("a branch's delivery area in words", () => {
  it.each([
    [50, [], "80331", "München", "Liefergebiet: bis 50 km um 80331 München"],
    [30, ["85", "86150"], "80331", "München", "Liefergebiet: bis 30 km um 80331 München, außerdem Postleitzahlen 85…, 86150"],
    [0, ["10", "101", "10115"], "10115", "Berlin", "Liefergebiet: Postleitzahlen 10…, 101…, 10115"],
    [0, ["60", "6020"], "6020", "Innsbruck", "Liefergebiet: Postleitzahlen 60…, 6020"],
    [45, ["85049"], "80331", "München", "Liefergebiet: bis 45 km um 80331 München, außerdem Postleitzahl 85049"],
    [0, ["85"], "80331", "München", "Liefergebiet: Postleitzahlen 85…"],
    [0, [], "8001", "Zürich", "Liefergebiet: derzeit keines"],
  ])("%i km, list %j, at %s %s → %s", (DeliveryRadiusKm, DeliveryAreas, ZipCode, City, text) => {
    expect(deliveryAreaText({ DeliveryRadiusKm, DeliveryAreas, ZipCode, City })).toBe(text);
  });
});
