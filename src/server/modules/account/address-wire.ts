import type { Address, AddressInput } from "../../../domain/account/account.schemas.ts";
import type { OrderAddressInput } from "../../../domain/orders/order-address.ts";
import { ADDRESS_TYPE } from "../../../domain/shared/spec-constants.ts";
import type { AddressRow } from "./account.repo.ts";
import { AppError } from "../../../domain/shared/errors.ts";

/** The fields every address has, row → wire (shared by the address book and the checkout). */
export function addressFieldsOf(a: AddressRow): OrderAddressInput {
  return {
    Title1: a.title1,
    Title2: a.title2,
    FirstName: a.firstName,
    LastName: a.lastName,
    CompanyName: a.companyName,
    Street: a.street,
    HouseNumber: a.houseNumber,
    ZipCode: a.zip,
    City: a.city,
    Phone: a.phone,
  };
}

/** The same fields, wire → columns. */
export function addressFieldColumns(a: OrderAddressInput) {
  return {
    title1: a.Title1,
    title2: a.Title2,
    firstName: a.FirstName,
    lastName: a.LastName,
    companyName: a.CompanyName,
    street: a.Street,
    houseNumber: a.HouseNumber,
    zip: a.ZipCode,
    city: a.City,
    phone: a.Phone,
  };
}

/** The wire form of an address (spec §3 "Order addresses", AddressType 1 delivery / 0 invoice). */
export function addressOf(a: AddressRow): Address {
  return {
    Id: a.id,
    AddressType: a.addressType === ADDRESS_TYPE.INVOICE ? ADDRESS_TYPE.INVOICE : ADDRESS_TYPE.DELIVERY,
    ...addressFieldsOf(a),
    CountryId: a.countryId,
  };
}

export const addressColumns = (a: AddressInput) => ({ addressType: a.AddressType, countryId: a.CountryId, ...addressFieldColumns(a) });

export const addressNotFound = () => new AppError("ADDRESS_NOT_FOUND");
