import { useTranslation } from "react-i18next";
import { jsx } from "react/jsx-runtime";
// src/blog/PostDate.tsx
/** A post's or comment's date, written as the shopper's language writes dates. */
function PostDate({ at }) {
	const { i18n } = useTranslation();
	const date = new Date(at);
	if (Number.isNaN(date.getTime())) return null;
	return /* @__PURE__ */ jsx("time", {
		dateTime: at,
		children: new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(date)
	});
}
export { PostDate as t };
