/**
 * A software authenticator for the passkey tests: it answers the server's WebAuthn options as a browser with a
 * platform authenticator would (an ES256 key pair from node:crypto, "none" attestation encoded with the CBOR
 * encoder @simplewebauthn/server itself uses), so registration and sign-in are tested with real signed responses
 * and no back door. One instance holds the passkeys of one device, each bound to the RP ID it was made for.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data included. */
const FLAG = { UP: 0x01, UV: 0x04, AT: 0x40 } as const;
/** COSE: key type EC2, algorithm ES256, curve P-256 (RFC 9053). */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 } as const;

interface Passkey {
  readonly id: Buffer;
  readonly rpId: string;
  readonly userHandle: string;
  readonly privateKey: KeyObject;
  counter: number;
}

/** How the (simulated) person and browser answer: the page's origin, and whether the device verified the user. */
export interface Ceremony {
  readonly origin: string;
  readonly userVerified?: boolean;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function cosePublicKey(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [COSE.kty, COSE.EC2],
      [COSE.alg, COSE.ES256],
      [COSE.crv, COSE.P256],
      [COSE.x, Buffer.from(jwk.x!, "base64url")],
      [COSE.y, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
}

export class SoftwareAuthenticator {
  readonly passkeys: Passkey[] = [];

  /** Answers registration options as `startRegistration()` would, making a new passkey for `options.rp.id`. */
  register(options: PublicKeyCredentialCreationOptionsJSON, ceremony: Ceremony): RegistrationResponseJSON {
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const rpId = options.rp.id ?? new URL(ceremony.origin).hostname;
    const passkey: Passkey = { id: randomBytes(16), rpId, userHandle: options.user.id, privateKey, counter: 0 };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(passkey.id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG.UP | FLAG.AT | (ceremony.userVerified === false ? 0 : FLAG.UV)]),
      uint32(passkey.counter),
      Buffer.alloc(16), // AAGUID: none for a software authenticator
      idLength,
      passkey.id,
      cosePublicKey(privateKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    this.passkeys.push(passkey);
    return {
      id: b64url(passkey.id),
      rawId: b64url(passkey.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData("webauthn.create", options.challenge, ceremony.origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /**
   * Answers authentication options as `startAuthentication()` would: with the newest passkey this device has for
   * the RP ID (discoverable: no `allowCredentials` needed), or the one named.
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    ceremony: Ceremony,
    credentialId?: string,
  ): AuthenticationResponseJSON {
    const rpId = options.rpId ?? new URL(ceremony.origin).hostname;
    const passkey = this.passkeys
      .filter((key) => key.rpId === rpId && (!credentialId || b64url(key.id) === credentialId))
      .at(-1);
    if (!passkey) throw new Error(`the software authenticator has no passkey for ${rpId}`);
    passkey.counter += 1;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG.UP | (ceremony.userVerified === false ? 0 : FLAG.UV)]),
      uint32(passkey.counter),
    ]);
    const data = clientData("webauthn.get", options.challenge, ceremony.origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), passkey.privateKey);
    return {
      id: b64url(passkey.id),
      rawId: b64url(passkey.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
