import CatsAPI
import Foundation
import NIOCore
import TrellisData

extension NetworkRequest {
    /// The request as HTTP/1.1 bytes on the wire: its method and target, a `host`, a
    /// `content-length` when it has a body, its (signed) headers, and the body.
    var wire: [UInt8] {
        var head = "\(method.rawValue) \(target) HTTP/1.1\r\nhost: 127.0.0.1\r\n"
        if !body.isEmpty { head += "content-length: \(body.count)\r\n" }
        for (name, value) in headers where name.lowercased() != "content-length" { head += "\(name): \(value)\r\n" }
        return Array((head + "\r\n").utf8) + body
    }

    /// `endpoint` signed as the app signs it (the demo secret), with `token` if given.
    static func signed<R>(_ endpoint: Endpoint<R>, token: String? = nil, at now: Date = Date()) -> NetworkRequest {
        var signer = RequestSigner(secret: CatsAPI.demoSecret, appVersion: CatsAPI.appVersion)
        signer.accessToken = token.map(AccessToken.init)
        return signer.sign(APIServer(baseURL: "http://127.0.0.1").request(for: endpoint), at: now)
    }
}

extension RawConnection {
    /// Sends `request` and returns the status code of the answer (nil if none came in 5 s).
    func status(of request: NetworkRequest) async throws -> Int? {
        try await channel.writeAndFlush(ByteBuffer(bytes: request.wire))
        guard let answer = await answer(within: .seconds(5)) else { return nil }
        return Int(answer.dropFirst("HTTP/1.1 ".count).prefix(3))
    }
}
