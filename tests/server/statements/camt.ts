// A CAMT.053.001.08 statement for the tests, with the entries given: each a booked credit transfer with its
// bank reference, the payer and either a structured reference (Strd/CdtrRefInf/Ref) or free text (Ustrd).

export interface CamtEntry {
  ref: string;
  amount: string;
  name?: string;
  structured?: string;
  free?: string;
  date?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function camt053(id: string, entries: CamtEntry[]): string {
  const ntry = entries.map(
    (entry) => `
      <Ntry>
        <Amt Ccy="EUR">${entry.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${entry.date ?? '2026-11-26'}</Dt></BookgDt>
        <ValDt><Dt>${entry.date ?? '2026-11-26'}</Dt></ValDt>
        <AcctSvcrRef>${entry.ref}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Amt Ccy="EUR">${entry.amount}</Amt>
          <RltdPties><Dbtr><Pty><Nm>${escape(entry.name ?? 'Client')}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf>${entry.structured ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${entry.structured}</Ref></CdtrRefInf></Strd>` : `<Ustrd>${escape(entry.free ?? '')}</Ustrd>`}</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-11-27T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <Acct><Id><IBAN>BE71096123456769</IBAN></Id><Ccy>EUR</Ccy></Acct>${ntry.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
