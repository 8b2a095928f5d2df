import { d as showError } from "./decode-Cq8skW8-.js";
import { n as isNotFound, r as isUnauthorized } from "./use-resource-eiGXM7FF.js";
import { useCallback, useEffect, useState } from "react";
// src/api/use-fresh.ts
/**
* Loads data that must never come from a cache (orders change as they are placed and
* paid), again whenever `key` changes or `reload` is called.
*/
function useFresh(key, load) {
	const [state, setState] = useState({ key: null });
	const [round, setRound] = useState(0);
	useEffect(() => {
		if (key === null) return;
		let current = true;
		load(key).then((data) => {
			if (current) setState({
				key,
				data
			});
		}, (error) => {
			if (!current) return;
			if (!isNotFound(error) && !isUnauthorized(error)) showError(error);
			setState({
				key,
				error
			});
		});
		return () => {
			current = false;
		};
	}, [
		key,
		load,
		round
	]);
	const reload = useCallback(() => setRound((value) => value + 1), []);
	const replace = useCallback((data) => setState({
		key,
		data
	}), [key]);
	const settled = state.key === key ? state : void 0;
	return {
		data: settled?.data,
		loading: key !== null && settled === void 0,
		error: settled?.error,
		reload,
		replace
	};
}
export { useFresh as t };
