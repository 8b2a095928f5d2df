import type { Messages } from './en-US';

export const zhCN: Messages = {
  shop: {
    name: '太平洋食品铺',
  },
  layout: {
    skipToContent: '跳到主要内容',
    language: '语言',
  },
  footer: {
    deliveryTitle: '配送',
    delivery: '通常需要 2-3 周送达。',
    returnsTitle: '退货',
    returns: '仅接受因商品问题产生的退货，请在签收后 7 天内提出。',
  },
  home: {
    title: '食品杂货送货上门',
    description: '我们销售美国和日本商品，并提供国际配送',
    browseCategories: '浏览分类',
    categoriesTitle: '按分类选购',
  },
  categories: {
    sweets: '糖果甜点',
    teas: '茶叶',
    snacks: '零食',
    beverages: '饮料',
    gums: '口香糖',
  },
  notFound: {
    title: '找不到此页面',
  },
  error: {
    title: '错误',
    message: '很抱歉，出现了错误。',
  },
  navigation: {
    backHome: '返回首页',
  },
};
