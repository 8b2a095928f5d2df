import type blog from './en-US';

/** The blog's resources in the back office (`resources.posts`, `resources.comments`, `resources.reviews`), zh-CN. */
const messages: typeof blog = {
  posts: {
    name: '博客文章 |||| 博客文章',
    fields: {
      slug: '地址（slug）',
      title: '标题',
      author: '作者',
      description: '简介',
      body: '正文',
      kind: '类型',
      tags: '标签',
      images: '图片',
      publishedAt: '发布时间',
      status: '状态',
      withdrawnReason: '下架原因',
    },
    helpers: {
      slug: '用连字符连接的小写单词；文章位于 /blog/<地址>，地址不可更改。',
      translation: '英文为必填；空着的语言显示英文内容。',
      markdown: 'Markdown：## 标题、**粗体**、- 列表、| 表格 |、[链接](https://…)。',
      tags: '每个标签一个词，例如 teas、guide。',
      images: '/images/… 或 https 地址；第一张是文章配图。',
      published_at: '留空则为现在。',
    },
    validation: { slug: '请只使用小写字母、数字和单个连字符。' },
    kinds: {
      story: '故事',
      guide: '指南',
      news: '新闻',
      recipe: '食谱',
    },
    statuses: { published: '已发布', withdrawn: '已下架' },
    preview: { title: '预览', failed: '无法生成预览。' },
    filters: { search: '搜索标题和地址' },
  },
  comments: {
    name: '评论 |||| 评论',
    fields: {
      createdAt: '发表时间',
      slug: '文章',
      authorName: '作者',
      body: '评论',
      hidden: '已隐藏',
      hiddenReason: '隐藏原因',
    },
    actions: { hide: '隐藏', show: '显示' },
    notifications: { hidden: '评论已隐藏', shown: '评论已重新显示' },
    filters: { search: '搜索评论' },
  },
  reviews: {
    name: '评价 |||| 评价',
    fields: {
      createdAt: '发表时间',
      productId: '商品',
      authorName: '作者',
      rating: '星级',
      body: '评价',
      orderNumber: '订单',
      hidden: '已隐藏',
      hiddenReason: '隐藏原因',
    },
    actions: { hide: '隐藏', show: '显示' },
    notifications: { hidden: '评价已隐藏', shown: '评价已重新显示' },
  },
};

export default messages;
