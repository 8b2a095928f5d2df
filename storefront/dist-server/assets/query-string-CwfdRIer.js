// src/api/query-string.ts
/**
* A query string from named values, leaving out the empty ones; lists are comma-separated, as
* the API reads them.
*
* @example queryString({ cid: 'sweets', brand: ['meiji', 'calbee'], page: undefined })
* // '?cid=sweets&brand=meiji%2Ccalbee'
*/
function queryString(values) {
	const params = new URLSearchParams();
	for (const [name, value] of Object.entries(values)) {
		const text = typeof value === "object" ? value.join(",") : value?.toString();
		if (text) params.set(name, text);
	}
	const query = params.toString();
	return query ? `?${query}` : "";
}
export { queryString as t };
