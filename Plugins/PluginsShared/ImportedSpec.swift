import Foundation
import PackagePlugin

/// A spec of a module a target depends on: its models, transforms and external classes may be used by the target's
/// own specs, and nothing is generated for it. The tool takes it as `--imported-spec Module=path`.
struct ImportedSpec: Hashable {
    /// The Swift module name of the target that holds the spec (what a spec writes after `import`).
    let module: String
    let spec: URL

    /// The specs of every target `target` depends on: targets of its own package, and the targets of products of other
    /// packages, followed through their own dependencies. Ordered by module, then path, so the command line is the
    /// same on every machine.
    static func all(importedBy target: Target) -> [ImportedSpec] {
        var visited: Set<Target.ID> = [target.id]
        var found: [ImportedSpec] = []
        func visit(_ dependencies: [TargetDependency]) {
            for dependency in dependencies {
                switch dependency {
                case .target(let target): visit(target)
                case .product(let product): product.targets.forEach(visit)
                @unknown default: break
                }
            }
        }
        func visit(_ target: Target) {
            guard visited.insert(target.id).inserted else { return }
            if let module = target as? SourceModuleTarget {
                for file in module.sourceFiles where file.url.pathExtension == "bind" {
                    found.append(ImportedSpec(module: module.moduleName, spec: file.url))
                }
            }
            visit(target.dependencies)
        }
        visit(target.dependencies)
        return found.sorted { ($0.module, $0.spec.path) < ($1.module, $1.spec.path) }
    }
}
