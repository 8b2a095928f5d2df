import { r as useServerValue } from "./store-C_-O5DCv.js";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/blog/PostDate.tsx
/** A post's or comment's date, written as the shopper's language writes dates. */
function PostDate({ at }) {
	const { i18n } = useTranslation();
	const written = useMemo(() => {
		const date = new Date(at);
		return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(date);
	}, [at, i18n.language]);
	const shown = useServerValue(`date:${i18n.language}:${at}`, written);
	if (shown === null) return null;
	return /* @__PURE__ */ jsx("time", {
		dateTime: at,
		children: shown
	});
}
export { PostDate as t };
