// src/account/account-validation.ts
/** The server's bounds for a password (`POST /auth/register`, reset and change). */
var passwordLength = {
	min: 10,
	max: 200
};
/**
* What is wrong with an e-mail address, if anything. The check is loose on purpose (something,
* an @, a dot after it): the server decides; this only catches a typo before the round trip.
*/
function emailProblem(email) {
	const value = email.trim();
	if (value === "") return "missing";
	return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? void 0 : "invalid";
}
/** A new password's problem, counted in characters as the server counts them. */
function passwordProblem(password) {
	const length = [...password].length;
	if (length < passwordLength.min) return "tooShort";
	if (length > passwordLength.max) return "tooLong";
}
/** A new password typed twice: its own problem first, then whether the two match. */
function newPasswordProblem(password, confirmation) {
	return passwordProblem(password) ?? (password === confirmation ? void 0 : "differ");
}
export { passwordProblem as i, newPasswordProblem as n, passwordLength as r, emailProblem as t };
