import type { Response } from 'express';

/** Settles once the response has been handed to the OS, or the connection closed first. */
export const responded = (res: Response): Promise<void> =>
  new Promise((resolve) => {
    res.once('finish', () => resolve());
    res.once('close', () => resolve());
  });
