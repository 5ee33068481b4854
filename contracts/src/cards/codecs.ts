import { wireEncoder } from '../wire-codec.js';
import { CardRead, ImportStatusRead, PriceSeriesRead, SetRead } from './schemas.js';

/** The card reference as it leaves the server (it is written only by the card-data import). */
export const setCodec = { toWire: wireEncoder(SetRead) };
export const cardCodec = { toWire: wireEncoder(CardRead) };
export const priceSeriesCodec = { toWire: wireEncoder(PriceSeriesRead) };
export const importStatusCodec = { toWire: wireEncoder(ImportStatusRead) };
