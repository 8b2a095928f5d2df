import { useMemo } from "react";
import { useTranslation } from "react-i18next";
// src/orders/use-date-format.ts
/** Formats an ISO timestamp in the shopper's language; an unreadable one is shown as sent. */
function useDateFormat() {
	const { i18n } = useTranslation();
	return useMemo(() => {
		const format = new Intl.DateTimeFormat(i18n.language, {
			dateStyle: "medium",
			timeStyle: "short"
		});
		return (iso) => {
			if (!iso) return "";
			const date = new Date(iso);
			return Number.isNaN(date.getTime()) ? iso : format.format(date);
		};
	}, [i18n.language]);
}
export { useDateFormat as t };
