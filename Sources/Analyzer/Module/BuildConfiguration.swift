/// Decides which `#if` clause is active, for one assumed build: by default an iOS app built
/// in Debug with a recent compiler (the configuration developers print `type(of: body)` in).
public struct BuildConfiguration: Sendable {
    public var platform: String
    public var isDebug: Bool
    public var swiftVersion: [Int]
    /// Modules that `canImport` finds besides the platform's own frameworks.
    public var importableModules: Set<String>
    /// The oldest releases the module's build files deploy to (``DeploymentTargets``); empty
    /// when unknown. Messages that name OS versions name these platforms.
    public var deploymentTargets = DeploymentTargets()

    public static let iOSDebug = BuildConfiguration(platform: "iOS", isDebug: true, swiftVersion: [6, 2],
                                                    importableModules: [])

    /// The OS releases that brought SwiftUI's 2023 APIs (`onChange(of:initial:_:)`), for the
    /// platforms deployed to that are older: `iOS 17+ / macOS 14+` when none are known, `nil`
    /// when every one deployed to has them.
    public var platformsPhrase: String? {
        let releases: [(platform: String, version: [Int], phrase: String)] = [
            ("iOS", [17], "iOS 17+"), ("macOS", [14], "macOS 14+"), ("tvOS", [17], "tvOS 17+"), ("watchOS", [10], "watchOS 10+"),
            ("visionOS", [1], "visionOS 1+"),
        ]
        let declared = deploymentTargets.platforms
        guard !declared.isEmpty else { return "iOS 17+ / macOS 14+" }
        let older = releases.filter { declared.contains($0.platform) && !deploymentTargets.guarantees($0.platform, $0.version) }
        return older.isEmpty ? nil : older.map(\.phrase).joined(separator: " / ")
    }

    private static let appleFrameworks: Set<String> = [
        "SwiftUI", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "MapKit", "PhotosUI",
        "Charts", "StoreKit", "AVKit", "AVFoundation", "CoreLocation", "WidgetKit", "UserNotifications",
        "Darwin", "os", "OSLog", "CoreGraphics", "CoreImage", "QuartzCore", "UniformTypeIdentifiers",
    ]

    /// The first clause whose condition holds, or `nil` when none does.
    public func activeClause<Element>(of config: IfConfig<Element>) -> IfConfigClause<Element>? {
        config.clauses.first { clause in clause.condition.map(evaluate) ?? true }
    }

    /// Evaluates a `#if` condition.
    public func evaluate(_ condition: Expr) -> Bool {
        switch condition.kind {
        case .identifier(let name):
            return name == "DEBUG" ? isDebug : false
        case .booleanLiteral(let value):
            return value
        case .prefixOperator("!", let operand):
            return !evaluate(operand)
        case .binaryOperator(let lhs, "&&", let rhs):
            return evaluate(lhs) && evaluate(rhs)
        case .binaryOperator(let lhs, "||", let rhs):
            return evaluate(lhs) || evaluate(rhs)
        case .tuple(let elements) where elements.count == 1:
            return evaluate(elements[0].value)
        case .call(let call):
            guard case .identifier(let function) = call.callee.kind, let argument = call.arguments.first?.value else { return false }
            return evaluate(function: function, argument: argument)
        default:
            return false
        }
    }

    private func evaluate(function: String, argument: Expr) -> Bool {
        let name: String
        if case .identifier(let identifier) = argument.kind { name = identifier } else { name = "" }
        switch function {
        case "os":
            return name == platform || (name == "iOS" && platform == "iPadOS")
        case "canImport":
            if name == "UIKit" { return platform == "iOS" || platform == "tvOS" || platform == "visionOS" }
            if name == "AppKit" { return platform == "macOS" }
            let module = argument.trimmedSource
            return BuildConfiguration.appleFrameworks.contains(module) || importableModules.contains(module)
        case "targetEnvironment":
            return false
        case "arch":
            return name == "arm64"
        case "swift", "compiler":
            guard case .prefixOperator(let comparison, let versionExpr) = argument.kind else { return false }
            let version = versionComponents(versionExpr)
            switch comparison {
            case ">=": return !swiftVersion.lexicographicallyPrecedes(version)
            case "<": return swiftVersion.lexicographicallyPrecedes(version)
            default: return false
            }
        case "hasAttribute":
            return true
        default:
            return false
        }
    }

    private func versionComponents(_ expr: Expr) -> [Int] {
        switch expr.kind {
        case .integerLiteral(let text), .floatLiteral(let text):
            return text.split(separator: ".").compactMap { Int($0) }
        case .memberAccess(let base, let name, _):
            return versionComponents(base) + [Int(name.text) ?? 0]
        default:
            return []
        }
    }
}
