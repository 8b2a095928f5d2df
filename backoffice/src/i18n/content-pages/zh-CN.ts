import type contentPagesEnUS from './en-US';

const contentPages: typeof contentPagesEnUS = {
  resources: {
    faq: {
      name: '常见问题条目 |||| 常见问题',
      fields: {
        id: 'ID',
        topic: '主题',
        question: '问题',
        answer: '回答',
        position: '排序',
        hidden: '已隐藏',
      },
      topics: {
        shipping: '配送',
        duties: '关税与税费',
        payment: '付款',
        returns: '退货',
        goods: '我们的商品',
      },
    },
    team: {
      name: '成员 |||| 团队',
      fields: {
        id: 'ID',
        name: '姓名',
        role: '职位',
        bio: '简介',
        photo: '照片',
        position: '排序',
        hidden: '已隐藏',
      },
    },
    looks: {
      name: '画册 |||| 灵感画册',
      fields: {
        id: 'ID',
        title: '标题',
        description: '描述',
        image: '照片',
        hotspots: '照片中的商品',
        productId: '商品 ID',
        x: '横向位置（%）',
        y: '纵向位置（%）',
        position: '排序',
        hidden: '已隐藏',
      },
      helpers: {
        image:
          '把本造型的商品按各圆点位置摆在一起的场景：/images/looks/<造型 ID>.svg；或照片：/images/… 或 https 地址。',
        hotspots: '每个圆点打开一个商品：0% 为左边或上边，100% 为右边或下边。',
      },
    },
    subscribers: {
      name: '订阅者 |||| 新闻通讯订阅者',
      fields: {
        email: '电子邮箱',
        status: '状态',
        language: '语言',
        requestedAt: '订阅时间',
        confirmedAt: '确认时间',
      },
      statuses: { pending: '等待确认', confirmed: '已确认', unsubscribed: '已退订' },
      filters: { search: '搜索邮箱' },
    },
    'contact-messages': {
      name: '留言 |||| 联系留言',
      fields: {
        receivedAt: '收到时间',
        name: '姓名',
        email: '电子邮箱',
        subject: '主题',
        message: '留言内容',
        language: '语言',
      },
      filters: { search: '搜索留言' },
    },
    outbox: {
      name: '邮件 |||| 邮件发件箱',
      fields: { createdAt: '保存时间', recipient: '收件人', subject: '主题', text: '正文' },
    },
  },
  page_entries: {
    helpers: {
      id: '用连字符连接的小写单词，例如 faq-gift-wrap；创建后不可更改。',
      translation: '英文为必填；留空的语言显示英文内容。',
      position: '数字越小越靠前。',
      image: '/images/… 或 https 地址。',
    },
    validation: {
      id: '请只使用小写字母、数字和单个连字符。',
      percent: '请输入 0 到 100 之间的数。',
    },
  },
};

export default contentPages;
