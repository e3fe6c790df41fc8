/** The part of ndef (no types of its own) the tests use as the independent NDEF encoder. */
declare module 'ndef' {
  interface NdefRecord {
    tnf: number;
    type: number[] | string;
    id: number[];
    payload: number[];
    value?: string;
  }
  const ndef: {
    uriRecord(uri: string): NdefRecord;
    encodeMessage(records: NdefRecord[]): number[];
    decodeMessage(bytes: number[] | Buffer): NdefRecord[];
  };
  export default ndef;
}
