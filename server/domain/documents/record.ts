/**
 * Recording a stored document: `recordDocument` makes the `documents` row a product's commit
 * writes (commit_apply's `documents` case), so a contract exists exactly when its product does.
 * Its PDF is drawn from the facts when first listed or opened (document-file.ts) and kept.
 * The account and card contracts are built here; financing builds its DocumentFacts the same way.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentProduct } from '../../../src/contract/documents';
import type { Currency } from '../../../src/contract/money';
import type { accounts } from '../../db/schema/accounts';
import type { STORED_DOCUMENT_KINDS } from '../../db/schema/documents';
import { branchName, productNames } from '../accounts/account-names';
import type { ProductRow } from '../ledger/commit';
import { istanbulDate } from '../transfers/calendar';
import type { DocumentFacts } from './contract-pdf';

export interface DocumentRecord {
  customerId: string;
  kind: (typeof STORED_DOCUMENT_KINDS)[number];
  product: DocumentProduct | null;
  productId: string | null;
  facts: DocumentFacts;
  at: Date;
}

/** The row a commit writes for a stored document (its PDF drawn later from `facts`). */
export const recordDocument = (record: DocumentRecord): ProductRow => ({
  table: 'documents',
  row: {
    id: randomUUID(),
    customerId: record.customerId,
    kind: record.kind,
    product: record.product,
    productId: record.productId,
    titleTur: record.facts.title.tur,
    titleEng: record.facts.title.eng,
    facts: record.facts,
    contentType: 'application/pdf',
    content: null,
    size: null,
    createdAt: record.at,
  },
});

export interface ContractHolder {
  customerId: string;
  customerName: string;
  customerNumber: string;
}

type AccountRow = Pick<
  typeof accounts.$inferSelect,
  | 'id'
  | 'accountNumber'
  | 'iban'
  | 'name'
  | 'kind'
  | 'currency'
  | 'termMonths'
  | 'profitShareRatio'
  | 'poolName'
  | 'branchName'
>;

const CURRENCY_WORDS: Partial<Record<Currency, Record<'tur' | 'eng', string>>> = {
  XAU: { tur: 'Altın (gram)', eng: 'Gold (grams)' },
  XAG: { tur: 'Gümüş (gram)', eng: 'Silver (grams)' },
  XPT: { tur: 'Platin (gram)', eng: 'Platinum (grams)' },
};

/** The contract of an account the customer opened: the product, its numbers and, for participation, the profit share ratio. */
export const accountContract = (holder: ContractHolder, account: AccountRow, at: Date): ProductRow => {
  const names = productNames(account);
  const participation = account.kind === 'Participation';
  const rows: DocumentFacts['rows'] = [
    { label: { tur: 'Ürün', eng: 'Product' }, value: names },
    { label: { tur: 'Hesap numarası', eng: 'Account number' }, value: account.accountNumber },
    ...(account.iban ? [{ label: { tur: 'IBAN', eng: 'IBAN' }, value: account.iban }] : []),
    { label: { tur: 'Para birimi', eng: 'Currency' }, value: CURRENCY_WORDS[account.currency] ?? account.currency },
    {
      label: { tur: 'Şube', eng: 'Branch' },
      value: { tur: branchName(account.branchName, 'tur'), eng: branchName(account.branchName, 'eng') },
    },
  ];
  if (participation && account.termMonths)
    rows.push({
      label: { tur: 'Vade', eng: 'Term' },
      value: { tur: `${account.termMonths} ay`, eng: `${account.termMonths} months` },
    });
  if (participation && account.profitShareRatio !== null) {
    const ratio = `${account.profitShareRatio}/${100 - account.profitShareRatio}`;
    rows.push({
      label: { tur: 'Kâr paylaşım oranı (müşteri/banka)', eng: 'Profit share ratio (customer/bank)' },
      value: ratio,
    });
  }
  if (participation && account.poolName)
    rows.push({ label: { tur: 'Fon havuzu', eng: 'Fund pool' }, value: account.poolName });
  const clauses = participation
    ? {
        tur: [
          'Müşteri, katılma hesabına yatırdığı fonun Banka tarafından faizsiz bankacılık ilkelerine uygun işlerde kullanılmasını kabul eder.',
          'Vade sonunda havuzun elde ettiği kâr, yukarıdaki kâr paylaşım oranına göre Müşteri ile Banka arasında paylaştırılır; zarar oluşursa fonun payına düşen kısmı Müşteriye yansır. Getiri önceden taahhüt edilmez.',
          'Vadesinden önce çekilen tutar için o dönemin kâr payı ödenmez.',
          'Katılma hesapları Tasarruf Mevduatı Sigorta Fonu güvencesi kapsamındadır.',
        ],
        eng: [
          'The customer agrees that the funds placed in the participation account are used by the Bank only in business that follows interest-free banking principles.',
          'At the end of each term the pool’s profit is shared between the customer and the Bank at the profit share ratio above; a loss falls on the funds in proportion. No return is promised in advance.',
          'An amount withdrawn before the end of the term earns no profit share for that term.',
          'Participation accounts are covered by the Savings Deposit Insurance Fund.',
        ],
      }
    : {
        tur: [
          'Cari hesaptaki tutar Müşterinin istediği anda kullanımındadır; bu hesaba kâr payı ödenmez.',
          'Hesaptan yapılan her işlem için dekont düzenlenir ve hesap özeti her ay Müşteriye sunulur.',
          'Ücret ve masraflar Bankanın yürürlükteki ücret tarifesine göre alınır.',
        ],
        eng: [
          'The amount in the current account is at the customer’s disposal at any time; no profit share is paid on it.',
          'Every transaction on the account has a receipt, and a statement is made available every month.',
          'Fees follow the Bank’s current tariff.',
        ],
      };
  return recordDocument({
    customerId: holder.customerId,
    kind: 'Contract',
    product: 'Account',
    productId: account.id,
    at,
    facts: {
      title: {
        tur: `Hesap Açılış Sözleşmesi: ${names.tur}`,
        eng: `Account Opening Agreement: ${names.eng}`,
      },
      customerName: holder.customerName,
      customerNumber: holder.customerNumber,
      rows,
      clauses,
      date: istanbulDate(at),
    },
  });
};

export interface CardContractFacts {
  id: string;
  kind: 'Debit' | 'Credit';
  productName: string;
  maskedNumber: string;
  /** A credit card's limit as printed ("25.000,00 TL"), null for a debit card. */
  limit: { tur: string; eng: string } | null;
  accountNumber?: string;
}

/** The contract of a card delivered: a debit card on its account, a credit card with its limit. */
export const cardContract = (holder: ContractHolder, card: CardContractFacts, at: Date): ProductRow => {
  const credit = card.kind === 'Credit';
  const rows: DocumentFacts['rows'] = [
    { label: { tur: 'Kart', eng: 'Card' }, value: card.productName },
    { label: { tur: 'Kart numarası', eng: 'Card number' }, value: card.maskedNumber },
    ...(card.accountNumber
      ? [{ label: { tur: 'Bağlı hesap', eng: 'Linked account' }, value: card.accountNumber }]
      : []),
    ...(card.limit ? [{ label: { tur: 'Kart limiti', eng: 'Card limit' }, value: card.limit }] : []),
  ];
  const clauses = credit
    ? {
        tur: [
          'Kart, Bankanın onayladığı limit içinde kullanılır; limit Müşterinin belgelenen gelirine göre belirlenir.',
          'Dönem borcu son ödeme tarihine kadar ödenir. Asgari ödeme tutarı ödenmezse gecikme cezası, dönem borcunun tamamı ödenmezse kalan tutara kâr payı uygulanır; oranlar yürürlükteki tarifede yer alır.',
          'Kartın kaybolması veya çalınması hâlinde Müşteri durumu gecikmeksizin Bankaya bildirir.',
          'Kart faizsiz bankacılık ilkelerine uygun olmayan işlerde kullanılamaz.',
        ],
        eng: [
          'The card is used within the limit the Bank approved, set by the customer’s documented income.',
          'The period debt is paid by the due date. If the minimum payment is missed a late charge applies, and if the whole period debt is not paid a profit share applies to what remains; the rates are in the current tariff.',
          'If the card is lost or stolen, the customer tells the Bank without delay.',
          'The card may not be used for business against interest-free banking principles.',
        ],
      }
    : {
        tur: [
          'Banka kartı bağlı hesaptaki bakiye kadar kullanılır; hesapta olmayan tutar harcanamaz.',
          'Şifre kişiye özeldir, kimseyle paylaşılmaz.',
          'Kartın kaybolması veya çalınması hâlinde Müşteri durumu gecikmeksizin Bankaya bildirir.',
        ],
        eng: [
          'The debit card spends only what the linked account holds.',
          'The PIN is personal and is never shared.',
          'If the card is lost or stolen, the customer tells the Bank without delay.',
        ],
      };
  return recordDocument({
    customerId: holder.customerId,
    kind: 'Contract',
    product: credit ? 'CreditCard' : 'Card',
    productId: card.id,
    at,
    facts: {
      title: credit
        ? { tur: `Kredi Kartı Sözleşmesi: ${card.productName}`, eng: `Credit Card Agreement: ${card.productName}` }
        : { tur: `Banka Kartı Sözleşmesi: ${card.productName}`, eng: `Debit Card Agreement: ${card.productName}` },
      customerName: holder.customerName,
      customerNumber: holder.customerNumber,
      rows,
      clauses,
      date: istanbulDate(at),
    },
  });
};
