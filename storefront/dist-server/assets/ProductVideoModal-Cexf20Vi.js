import { b as Modal } from "../entry-server.js";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { jsx, jsxs } from "react/jsx-runtime";
// src/product/ProductVideoModal.tsx
/**
* The product's video. When it cannot play (no network to its host, a format the browser lacks)
* the first image stands in, with a word on why.
*/
function ProductVideoModal({ product, onClose }) {
	const { t } = useTranslation();
	const [failed, setFailed] = useState(false);
	const video = useRef(null);
	const poster = product.images[0]?.src;
	useEffect(() => {
		const element = video.current;
		if (!element) return;
		const fail = () => setFailed(true);
		if (element.error) fail();
		element.addEventListener("error", fail);
		return () => element.removeEventListener("error", fail);
	}, []);
	return /* @__PURE__ */ jsx(Modal, {
		open: true,
		onClose,
		title: t("video.title", { title: product.title }),
		closeLabel: t("modal.close"),
		children: failed ? /* @__PURE__ */ jsxs("div", {
			className: "product-video__fallback",
			children: [poster && /* @__PURE__ */ jsx("img", {
				src: poster,
				alt: product.title,
				width: "600",
				height: "600"
			}), /* @__PURE__ */ jsx("p", {
				role: "status",
				children: t("video.unavailable")
			})]
		}) : /* @__PURE__ */ jsx("video", {
			className: "product-video",
			src: product.video,
			poster,
			controls: true,
			preload: "metadata",
			ref: video
		})
	});
}
export { ProductVideoModal as default };
