import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentProduct, DocumentRequirement, DocumentType } from '../../contract/documents';

export const TYPE_LABEL: Record<DocumentType, MessageDescriptor> = {
  Contract: msg({ id: 'documents.type.Contract', message: 'Contract' }),
  Statement: msg({ id: 'documents.type.Statement', message: 'Statement' }),
  Receipt: msg({ id: 'documents.type.Receipt', message: 'Receipt' }),
  Notice: msg({ id: 'documents.type.Notice', message: 'Notice' }),
  Upload: msg({ id: 'documents.type.Upload', message: 'Uploaded by you' }),
};

export const PRODUCT_LABEL: Record<DocumentProduct, MessageDescriptor> = {
  Account: msg({ id: 'documents.product.Account', message: 'Account' }),
  Card: msg({ id: 'documents.product.Card', message: 'Debit card' }),
  CreditCard: msg({ id: 'documents.product.CreditCard', message: 'Credit card' }),
  Financing: msg({ id: 'documents.product.Financing', message: 'Financing' }),
};

export const REQUIREMENT_LABEL: Record<DocumentRequirement, { title: MessageDescriptor; why: MessageDescriptor }> = {
  ProofOfAddress: {
    title: msg({ id: 'documents.requirement.ProofOfAddress', message: 'Proof of address' }),
    why: msg({
      id: 'documents.requirement.ProofOfAddress.why',
      message:
        'The law asks the bank to keep your address up to date. Upload a residence certificate (e-Devlet) or a utility bill in your name from the last three months.',
    }),
  },
  IdentityCopy: {
    title: msg({ id: 'documents.requirement.IdentityCopy', message: 'Copy of identity card' }),
    why: msg({
      id: 'documents.requirement.IdentityCopy.why',
      message: 'Your identity document on file has expired. Upload both sides of your valid identity card.',
    }),
  },
  IncomeProof: {
    title: msg({ id: 'documents.requirement.IncomeProof', message: 'Proof of income' }),
    why: msg({
      id: 'documents.requirement.IncomeProof.why',
      message: 'Card limits follow documented income. Upload a recent payslip or an income statement.',
    }),
  },
};
