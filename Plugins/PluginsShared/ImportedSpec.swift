import Foundation
import PackagePlugin

/// A spec of a module a target depends on: its models, transforms and external classes may be used by the target's
/// own specs, and nothing is generated for it. The tool takes it as `--imported-spec Module=path`, and a module of the
/// same package also as `--same-package Module`.
struct ImportedSpec: Hashable {
    /// The Swift module name of the target that holds the spec (what a spec writes after `import`).
    let module: String
    let spec: URL
    /// Whether the target is of the same package as the importing one, so its `access: package` declarations may be
    /// used: a target dependency, not one reached through another package's product.
    let isInSamePackage: Bool

    /// The specs of every target `target` depends on: targets of its own package, and the targets of products of other
    /// packages, followed through their own dependencies. Ordered by module, then path, so the command line is the
    /// same on every machine.
    static func all(importedBy target: Target) -> [ImportedSpec] {
        var visited: Set<Target.ID> = [target.id]
        var found: [ImportedSpec] = []
        func visit(_ dependencies: [TargetDependency], inSamePackage: Bool) {
            for dependency in dependencies {
                switch dependency {
                case .target(let target): visit(target, inSamePackage: inSamePackage)
                case .product(let product):
                    for target in product.targets { visit(target, inSamePackage: false) }
                @unknown default: break
                }
            }
        }
        func visit(_ target: Target, inSamePackage: Bool) {
            guard visited.insert(target.id).inserted else { return }
            if let module = target as? SourceModuleTarget {
                for file in module.sourceFiles where file.url.pathExtension == "bind" {
                    found.append(
                        ImportedSpec(module: module.moduleName, spec: file.url, isInSamePackage: inSamePackage))
                }
            }
            visit(target.dependencies, inSamePackage: inSamePackage)
        }
        visit(target.dependencies, inSamePackage: true)
        return found.sorted { ($0.module, $0.spec.path) < ($1.module, $1.spec.path) }
    }

    /// The modules of `specs` in the importing target's package, once each, in order: each is passed as
    /// `--same-package`.
    static func samePackageModules(of specs: [ImportedSpec]) -> [String] {
        var modules: [String] = []
        for spec in specs where spec.isInSamePackage && !modules.contains(spec.module) { modules.append(spec.module) }
        return modules
    }
}
