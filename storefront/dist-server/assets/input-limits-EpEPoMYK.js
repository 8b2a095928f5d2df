// ../core/src/shared/input-limits.ts
/** Longest text, in characters, of each field of an order's recipient. */
var recipientLimits = {
	fullName: 100,
	phone: 30,
	secondaryPhone: 30,
	postalCode: 20,
	province: 100,
	city: 100,
	address: 200,
	address2: 200,
	customsId: 50
};
/** A wallet deposit lies between a dollar and ten thousand, in US cents. */
var depositLimits = {
	minUsdCents: 100,
	maxUsdCents: 1e6
};
export { recipientLimits as n, depositLimits as t };
