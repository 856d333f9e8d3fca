/// The oldest release of each platform a module's code is built for, as its build files say:
/// the `platforms:` of a `Package.swift` (`.iOS(.v16)`, `.macOS("13.0")`) and an Xcode
/// project's `IPHONEOS_DEPLOYMENT_TARGET`-style settings. Where several files name one
/// platform, the oldest release counts: code shared with it must run there too.
public struct DeploymentTargets: Sendable, Equatable {
    /// The oldest release per platform (`"iOS": [16, 0]`), by SwiftUI's platform names.
    public private(set) var minimums: [String: [Int]] = [:]

    public init(minimums: [String: [Int]] = [:]) {
        for (platform, version) in minimums { include(platform, version) }
    }

    /// The platforms, in a fixed order (iOS, macOS, tvOS, watchOS, visionOS).
    public var platforms: [String] {
        Self.platformOrder.filter { minimums[$0] != nil }
    }

    /// Whether every build for `platform` runs `version` or later; `false` when the platform's
    /// release is unknown.
    public func guarantees(_ platform: String, _ version: [Int]) -> Bool {
        guard let minimum = minimums[platform] else { return false }
        return !Self.precedes(minimum, version)
    }

    /// Records that some build supports `platform` from `version` on.
    public mutating func include(_ platform: String, _ version: [Int]) {
        guard !version.isEmpty else { return }
        if let known = minimums[platform], !Self.precedes(version, known) { return }
        minimums[platform] = version
    }

    public mutating func merge(_ other: DeploymentTargets) {
        for (platform, version) in other.minimums { include(platform, version) }
    }

    /// A stable spelling (`iOS 16.0, macOS 13`), for cache keys.
    public var summary: String {
        platforms.map { "\($0) " + (minimums[$0] ?? []).map(String.init).joined(separator: ".") }.joined(separator: ", ")
    }

    /// What the `platforms:` argument of the manifest's `Package(…)` call declares.
    public static func declared(inManifest tree: SyntaxTree) -> DeploymentTargets {
        var targets = DeploymentTargets()
        SyntaxWalk.expressions(in: tree.statements, intoClosures: false) { expr in
            guard case .call(let call) = expr.kind, case .identifier("Package") = call.callee.kind,
                  let list = call.arguments.first(where: { $0.label?.text == "platforms" })?.value,
                  case .arrayLiteral(let elements) = list.kind else { return }
            for element in elements {
                // `.iOS(.v16)`, `.macOS(.v10_15)`, `.iOS("16.4")`
                guard case .call(let platform) = element.kind, case .implicitMember(let name, _) = platform.callee.kind,
                      let platformName = manifestPlatforms[name.text], let argument = platform.arguments.first?.value else { continue }
                let spelled: String
                switch argument.kind {
                case .implicitMember(let version, _) where version.text.hasPrefix("v"): spelled = String(version.text.dropFirst())
                case .stringLiteral: spelled = argument.trimmedSource.filter { $0 != "\"" }
                default: continue
                }
                targets.include(platformName, version(spelled, separators: ["_", "."]))
            }
        }
        return targets
    }

    /// What an Xcode build configuration's settings declare (`IPHONEOS_DEPLOYMENT_TARGET = 15.0`).
    static func declared(inBuildSettings settings: [String: String]) -> DeploymentTargets {
        var targets = DeploymentTargets()
        for (setting, platform) in buildSettingPlatforms {
            if let value = settings[setting] { targets.include(platform, version(value, separators: ["."])) }
        }
        return targets
    }

    /// `16_4` / `16.4` → `[16, 4]`; `[]` when a part is not a number (`$(inherited)`).
    private static func version(_ text: String, separators: Set<Character>) -> [Int] {
        let parts = text.split(whereSeparator: separators.contains).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return [] }
        return parts.compactMap { $0 }
    }

    /// Whether release `a` comes before release `b` (`[16]` before `[16, 4]`).
    private static func precedes(_ a: [Int], _ b: [Int]) -> Bool {
        let length = max(a.count, b.count)
        let padded = { (v: [Int]) in v + Array(repeating: 0, count: length - v.count) }
        return padded(a).lexicographicallyPrecedes(padded(b))
    }

    private static let platformOrder = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
    private static let manifestPlatforms = [
        "iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS", "macCatalyst": "iOS",
    ]
    private static let buildSettingPlatforms = [
        "IPHONEOS_DEPLOYMENT_TARGET": "iOS", "MACOSX_DEPLOYMENT_TARGET": "macOS", "TVOS_DEPLOYMENT_TARGET": "tvOS",
        "WATCHOS_DEPLOYMENT_TARGET": "watchOS", "XROS_DEPLOYMENT_TARGET": "visionOS",
    ]
}
