import { n as isNotFound } from "./use-resource-eiGXM7FF.js";
import { U as useSession, W as NotFoundPage, X as loginPath } from "../entry-server.js";
import { d as showError, g as shopApi } from "./decode-Cq8skW8-.js";
import { t as FormAlert } from "./FormAlert-D_CWGJcG.js";
import { a as decodeComments, i as decodeComment, n as usePost, r as commentsPath } from "./use-blog-DW3twkv8.js";
import { t as PostDate } from "./PostDate-BUJ6M79M.js";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blog/CommentSection.tsx
var maxLength = 2e3;
/** A post's comments, oldest first, and the form a signed-in shopper adds one with. */
function CommentSection({ slug }) {
	const { t } = useTranslation();
	const session = useSession();
	const location = useLocation();
	const headingId = useId();
	const fieldId = useId();
	const [comments, setComments] = useState();
	const [draft, setDraft] = useState("");
	const [empty, setEmpty] = useState(false);
	const [busy, setBusy] = useState(false);
	const [posted, setPosted] = useState(false);
	const [key, setKey] = useState(() => crypto.randomUUID());
	useEffect(() => {
		let current = true;
		shopApi.request(commentsPath(slug), { anonymousOk: true }).then((raw) => current && setComments(decodeComments(raw))).catch((error) => current && showError(error));
		return () => {
			current = false;
		};
	}, [slug]);
	async function submit(event) {
		event.preventDefault();
		setPosted(false);
		if (draft.trim() === "") {
			setEmpty(true);
			return;
		}
		setEmpty(false);
		setBusy(true);
		try {
			const saved = decodeComment(await shopApi.request(commentsPath(slug), {
				method: "POST",
				body: { body: draft },
				headers: { "Idempotency-Key": key }
			}));
			setComments((list) => [...(list ?? []).filter((each) => each.id !== saved.id), saved]);
			setDraft("");
			setKey(crypto.randomUUID());
			setPosted(true);
		} catch (error) {
			showError(error);
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsxs("section", {
		className: "blog-comments",
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: t("blog.comments", { count: comments?.length ?? 0 })
			}),
			comments?.length === 0 && /* @__PURE__ */ jsx("p", { children: t("blog.noComments") }),
			/* @__PURE__ */ jsx("ol", {
				className: "blog-comments__list",
				children: comments?.map((comment) => /* @__PURE__ */ jsxs("li", {
					className: "blog-comment",
					children: [/* @__PURE__ */ jsxs("p", {
						className: "blog-teaser__meta",
						children: [
							/* @__PURE__ */ jsx("strong", { children: comment.authorName }),
							" · ",
							/* @__PURE__ */ jsx(PostDate, { at: comment.createdAt })
						]
					}), /* @__PURE__ */ jsx("p", {
						className: "blog-comment__body",
						dir: "auto",
						children: comment.body
					})]
				}, comment.id))
			}),
			session.status === "signed-in" ? /* @__PURE__ */ jsxs("form", {
				className: "blog-comment-form",
				noValidate: true,
				onSubmit: submit,
				"aria-busy": busy,
				children: [
					posted && /* @__PURE__ */ jsx(FormAlert, {
						kind: "success",
						children: t("blog.commentPosted")
					}),
					/* @__PURE__ */ jsxs("div", {
						className: `field${empty ? " field--invalid" : ""}`,
						children: [
							/* @__PURE__ */ jsx("label", {
								htmlFor: fieldId,
								children: t("blog.yourComment")
							}),
							/* @__PURE__ */ jsx("textarea", {
								id: fieldId,
								name: "comment",
								rows: 4,
								value: draft,
								maxLength,
								onChange: (event) => setDraft(event.target.value),
								"aria-invalid": empty ? true : void 0,
								"aria-describedby": empty ? `${fieldId}-error` : void 0,
								dir: "auto"
							}),
							empty && /* @__PURE__ */ jsx("p", {
								id: `${fieldId}-error`,
								className: "field-error",
								children: t("blog.commentEmpty")
							})
						]
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button",
						disabled: busy,
						children: t("blog.postComment")
					})
				]
			}) : /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
				to: loginPath(location.pathname),
				children: t("blog.signInToComment")
			}) })
		]
	});
}
// src/blog/BlogPostPage.tsx
/** `/blog/:slug`: the post, then its comments. */
function BlogPostPage() {
	const { t } = useTranslation();
	const { slug } = useParams();
	const { data: post, error, loading } = usePost(slug);
	if (!slug || isNotFound(error)) return /* @__PURE__ */ jsx(NotFoundPage, {});
	if (!post) return /* @__PURE__ */ jsx("div", {
		className: "container blog-post",
		"aria-busy": loading
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "container blog-post",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${post.title} | ${t("shop.name")}` }),
			/* @__PURE__ */ jsx("meta", {
				name: "description",
				content: post.description
			}),
			/* @__PURE__ */ jsx("nav", {
				className: "breadcrumb",
				"aria-label": t("layout.breadcrumb"),
				children: /* @__PURE__ */ jsx(Link, {
					to: "/blog",
					children: t("blog.title")
				})
			}),
			/* @__PURE__ */ jsxs("article", { children: [
				/* @__PURE__ */ jsxs("header", {
					className: "blog-post__header",
					children: [
						/* @__PURE__ */ jsx("h1", {
							className: "page-title",
							children: post.title
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "blog-teaser__meta",
							children: [
								/* @__PURE__ */ jsx(PostDate, { at: post.publishedAt }),
								" · ",
								t("home.blogBy", { author: post.author })
							]
						}),
						post.tags.length > 0 && /* @__PURE__ */ jsx("ul", {
							className: "blog-tags",
							"aria-label": t("blog.tags"),
							children: post.tags.map((tag) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
								to: `/blog?tag=${encodeURIComponent(tag)}`,
								children: ["#", tag]
							}) }, tag))
						})
					]
				}),
				post.images[0] && /* @__PURE__ */ jsx("img", {
					className: "blog-post__image",
					src: post.images[0],
					alt: ""
				}),
				/* @__PURE__ */ jsx("div", {
					className: "blog-post__body",
					dangerouslySetInnerHTML: { __html: post.html }
				})
			] }),
			/* @__PURE__ */ jsx(CommentSection, { slug })
		]
	});
}
export { BlogPostPage };
