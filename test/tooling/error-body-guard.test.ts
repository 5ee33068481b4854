import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodyProblem } from '../support/error-body-problem.js';
import { sendFrom } from '../support/loopback-client.js';
import { watchedApps } from '../support/watched-apps.js';

/** The guard every suite runs under (test/support/error-body-guard.ts) refuses what the API must not send. */
describe('the error-body guard', () => {
  it('names each way an error answer can break the convention', () => {
    const json = 'application/json; charset=utf-8';
    expect(errorBodyProblem('GET', 404, json, '{"detail":"x","code":"NOT_FOUND"}')).toBeNull();
    expect(errorBodyProblem('GET', 200, 'text/plain', 'ok')).toBeNull();
    expect(errorBodyProblem('HEAD', 404, json, '')).toBeNull();
    expect(errorBodyProblem('GET', 404, json, '{"detail":"x"}')).toBe('a 404 body has no string code');
    expect(errorBodyProblem('GET', 404, json, '{"code":"NOT_FOUND"}')).toBe('a 404 body has no detail');
    expect(errorBodyProblem('GET', 404, json, '{"detail":"x","code":"GONE"}')).toMatch(/catalogue does not list/);
    expect(errorBodyProblem('GET', 409, json, '{"detail":"x","code":"NOT_FOUND"}')).toMatch(/answers with 404/);
    expect(errorBodyProblem('GET', 500, 'text/html', '<h1>')).toBe('a 500 answered text/html');
    expect(errorBodyProblem('GET', 400, json, '{')).toBe('a 400 answered a body that is not JSON');
  });

  describe('on a watched app that answers an error without a code', () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      server = createServer((_req, res) => {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Nothing here."}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      watchedApps.watch(url);
    });
    afterAll(async () => {
      watchedApps.unwatch(url);
      await new Promise((resolve) => server.close(resolve));
    });

    it('fails the request, through fetch and through the loopback client', async () => {
      await expect(fetch(`${url}/x`)).rejects.toThrow(`GET ${url}/x: a 404 body has no string code`);
      await expect(sendFrom('127.0.0.1', `${url}/y`)).rejects.toThrow('a 404 body has no string code');
    });

    it('leaves servers it does not watch alone (the upstream fakes)', async () => {
      watchedApps.unwatch(url);
      expect((await fetch(`${url}/x`)).status).toBe(404);
      watchedApps.watch(url);
    });
  });
});
