import AnimDBModel

/// The studio's routes, as a function from a request to a response (so tests call it without a socket). Every route
/// asks for the token: in the query (`?token=`, what the printed URL carries) or in the cookie the first page
/// sets (HttpOnly, SameSite=Strict: other sites' pages can neither read nor send it). Without it: 403.
///
/// | route | answer |
/// |---|---|
/// | `GET /` | the library page (sets the cookie) |
/// | `GET /api/library?q=TEXT` | `{"entries":[{"kind","name","detail","revision"}]}` |
/// | `GET /api/show?kind=K&name=N` | `{"source","history","renders"}` |
/// | `GET /player?kind=K&name=N` | the entry's HTML player page |
/// | `POST /api/preview` `{"kind","name","source","view"}` | `{"html"}`, or 422 `{"error","line","column"}` |
/// | `POST /api/save` (same body) | `{"lines":[…]}` (what the CLI prints), or 422 as above |
public struct StudioApp {
    public let library: any StudioLibrary
    /// The secret every request must carry: 32 hex digits.
    public let token: String
    public static let cookieName = "animdb_studio"

    public init(library: any StudioLibrary, token: String) {
        self.library = library
        self.token = token
    }

    public func respond(_ request: HTTPRequest) -> HTTPResponse {
        let fromQuery = request.query["token"].map(isToken) ?? false
        guard fromQuery || request.cookie(Self.cookieName).map(isToken) ?? false else {
            return .text(.forbidden, "the studio's token is missing or wrong: open the URL 'animdb studio' printed")
        }
        switch (request.method, request.path) {
        case ("GET", "/"):
            var page = HTTPResponse.html(StudioPage.library)
            page.headers.append(
                HTTPRequest.Header(
                    "Set-Cookie", "\(Self.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"))
            return page
        case ("GET", "/api/library"):
            return answer { () throws(StudioFailure) -> JSONValue in
                let entries = try library.entries(matching: request.query["q"] ?? "")
                return [
                    "entries": .array(
                        entries.map {
                            [
                                "kind": .string($0.kind.rawValue), "name": .string($0.name),
                                "detail": .string($0.detail), "revision": .number(Double($0.revision)),
                            ]
                        })
                ]
            }
        case ("GET", "/api/show"):
            guard let (kind, name) = entry(request) else { return .text(.badRequest, "give kind and name") }
            return answer { () throws(StudioFailure) -> JSONValue in
                let details = try library.details(of: kind, named: name)
                return [
                    "source": details.source.map(JSONValue.string) ?? .null, "history": .string(details.history),
                    "renders": .string(details.renders),
                ]
            }
        case ("GET", "/player"):
            guard let (kind, name) = entry(request) else { return .text(.badRequest, "give kind and name") }
            do {
                return .html(try library.player(of: kind, named: name))
            } catch {
                return .text(error.isMissing ? .notFound : .unprocessableContent, error.message)
            }
        case ("POST", "/api/preview"), ("POST", "/api/save"):
            let draft: StudioDraft
            switch Self.draft(request.body) {
            case .success(let read): draft = read
            case .failure(let failure): return .text(.badRequest, failure.message)
            }
            return answer { () throws(StudioFailure) -> JSONValue in
                request.path == "/api/save"
                    ? ["lines": .array(try library.save(draft).map(JSONValue.string))]
                    : ["html": .string(try library.preview(draft))]
            }
        case (_, "/"), (_, "/api/library"), (_, "/api/show"), (_, "/player"), (_, "/api/preview"), (_, "/api/save"):
            return .text(.methodNotAllowed, "\(request.method) is not served at \(request.path)")
        default:
            return .text(.notFound, "no page at \(request.path)")
        }
    }

    /// Compares without stopping at the first difference, so the time taken says nothing about the token.
    private func isToken(_ given: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private func entry(_ request: HTTPRequest) -> (StudioEntry.Kind, String)? {
        guard let kind = request.query["kind"].flatMap(StudioEntry.Kind.init(rawValue:)),
            let name = request.query["name"], !name.isEmpty
        else { return nil }
        return (kind, name)
    }

    /// `body`'s JSON as a response, or the library's refusal as 422 (404 for a missing entry) with where it is.
    private func answer(_ body: () throws(StudioFailure) -> JSONValue) -> HTTPResponse {
        do {
            return .json(try body().canonicalText)
        } catch {
            var members: [String: JSONValue] = ["error": .string(error.message)]
            if let line = error.line { members["line"] = .number(Double(line)) }
            if let column = error.column { members["column"] = .number(Double(column)) }
            return .json(
                JSONValue.object(members).canonicalText, status: error.isMissing ? .notFound : .unprocessableContent)
        }
    }

    /// The editor's request body: `{"kind": "type"|"view", "name": …, "source": …, "view": …}`.
    static func draft(_ body: [UInt8]) -> Result<StudioDraft, StudioFailure> {
        var parser = JSONParser()
        parser.maxBytes = HTTPLimits().maxBodyBytes
        guard let text = String(validating: body, as: UTF8.self), let json = try? parser.parse(text),
            let kind = json["kind"]?.stringValue.flatMap(StudioDraft.Kind.init(rawValue:)),
            let name = json["name"]?.stringValue, let source = json["source"]?.stringValue
        else {
            return .failure(StudioFailure("the body is not {\"kind\": \"type\"|\"view\", \"name\", \"source\"} JSON"))
        }
        return .success(StudioDraft(kind: kind, name: name, source: source, view: json["view"]?.stringValue))
    }
}
