import type taobao from './en-US';

const taobaoJa: typeof taobao = {
  listings: {
    name: 'タオバオ出品',
    fields: {
      productId: '商品',
      title: '商品名',
      sellerId: '販売者',
      status: 'ステータス',
      numIid: 'タオバオ商品ID',
      priceCny: '価格 (CNY)',
      quantity: '数量',
      lastSyncedAt: '最終同期',
      lastError: '最後のエラー',
      delistReason: '販売停止の理由',
    },
    statuses: { adding: '出品中', onsale: '販売中', delisted: '販売停止' },
  },
  page: {
    menu: 'タオバオ',
    title: 'タオバオショップ',
    fee: 'タオバオサービスの利用料は月額21人民元で、ウォレットから差し引かれます。',
    link: {
      status: 'タオバオアカウント',
      none: '未連携',
      linkedAs: '%{nick} として連携済み',
      sessionLost: 'タオバオが %{nick} の連携を受け付けなくなりました。もう一度連携してください。',
      nick: 'タオバオ販売者ニックネーム',
      linkButton: 'タオバオと連携',
      relinkButton: '再連携',
      unlinkButton: '連携を解除',
      done: 'タオバオアカウントを連携しました。',
      failed: 'タオバオと連携できませんでした。もう一度お試しください。',
      unlinked: 'タオバオアカウントの連携を解除しました。',
    },
    settings: {
      title: '販売する商品',
      categories: 'カテゴリー',
      markupPercent: '上乗せ (%)',
      markupFixedCny: '固定上乗せ (CNY)',
      save: '保存',
      saved: '設定を保存しました。まもなく出品に反映されます。',
      preview: '価格プレビュー',
      product: '商品',
      ourPrice: '当店価格 (CNY)',
      taobaoPrice: 'タオバオ価格 (CNY)',
    },
    categories: {
      sweets: 'お菓子',
      teas: 'お茶',
      snacks: 'スナック',
      beverages: '飲料',
      gums: 'ガム',
    },
    sync: {
      title: '同期',
      now: '今すぐ同期',
      requested: '同期を依頼しました。',
      listings: '出品',
      orders: '注文',
      running: '実行中: %{total} 件中 %{done} 件',
      lastRun: '前回の実行: %{at}',
      never: '未実行',
      failed: '%{count} 件失敗',
      lastError: '最後のエラー: %{error}',
    },
    suspended:
      'タオバオサービスは停止中です: %{notice}。入金で月額利用料がまかなえるまで、出品は販売停止となり注文は同期されません。',
  },
};

export default taobaoJa;
