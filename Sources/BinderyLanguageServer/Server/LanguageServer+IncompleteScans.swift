extension LanguageServer {
    /// Tells the user, once for each folder, when its scan stopped at ``folderEntryLimit`` files and folders: an
    /// editor opened on a home folder or `/usr` would otherwise leave specs unchecked, or names they declare
    /// reported missing, without a word of why.
    func warnAboutIncompleteScans() {
        for folder in folders where !folder.scanIsComplete {
            guard case .folder(let root) = folder.scope, foldersWarnedAsIncomplete.insert(root).inserted else {
                continue
            }
            showWarning(
                "stopped reading '\(root)' after \(folderEntryLimit) files and folders, so specs beyond them are not "
                    + "checked, and names they declare may be reported missing; open the folder of your package (the "
                    + "one holding Package.swift) or of your specs instead")
        }
    }
}
