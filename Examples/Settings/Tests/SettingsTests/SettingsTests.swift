import Bindery
import Foundation
import Settings
import Testing

@MainActor
struct SettingsTests {
    private func makeBinding(
        _ preferences: Preferences, _ screen: SettingsScreen, accounts: @escaping (Change<Account?>) -> Void = { _ in }
    )
        -> SettingsBinding
    {
        SettingsBinding(preferences: preferences, screen: screen, accountChanged: accounts)
    }

    @Test func theScreenShowsThePreferencesAtOnce() {
        let preferences = Preferences(volume: 0.25, username: "ada")
        let screen = SettingsScreen()
        let binding = makeBinding(preferences, screen)
        #expect(screen.notificationsSwitch == true)
        #expect(screen.volumeSlider == 25)
        #expect(screen.usernameField == "ada")
        #expect(screen.accountTitle == "Not signed in")
        #expect(screen.accountBadge == "")
        #expect(binding.isActive)
    }

    @Test func editsOnTheScreenReachThePreferencesThroughTheReverseTransform() {
        let preferences = Preferences()
        let screen = SettingsScreen()
        let binding = makeBinding(preferences, screen)
        screen.volumeSlider = 80
        #expect(preferences.volume == 0.8)
        screen.notificationsSwitch = false
        #expect(preferences.notificationsEnabled == false)
        #expect(screen.mutedLabelHidden == false)
        screen.usernameField = "grace"
        #expect(preferences.username == "grace")
        _ = binding
    }

    @Test func signingInFillsTheOptionalPathAndReplacingTheAccountFollowsTheNewOne() {
        let preferences = Preferences()
        let screen = SettingsScreen()
        var changes: [String?] = []
        let binding = makeBinding(preferences, screen) { changes.append($0.new?.displayName) }
        let ada = Account(displayName: "Ada Lovelace")
        preferences.account = ada
        #expect(screen.accountTitle == "Ada Lovelace")
        #expect(screen.accountBadge == "AL")
        let grace = Account(displayName: "Grace Hopper")
        preferences.account = grace
        ada.displayName = "Ignored"
        #expect(screen.accountTitle == "Grace Hopper")
        grace.displayName = "Grace B. Hopper"
        #expect(screen.accountBadge == "GB")
        preferences.account = nil
        #expect(screen.accountTitle == "Not signed in")
        #expect(changes == ["Ada Lovelace", "Grace Hopper", nil])
        _ = binding
    }

    @Test func attachedToTheScreenTheBindingLivesExactlyAsLongAsIt() {
        let preferences = Preferences()
        var screen: SettingsScreen? = SettingsScreen()
        weak var weakBinding: SettingsBinding?
        do {
            let binding = makeBinding(preferences, screen!)
            binding.attach(to: screen!)
            weakBinding = binding
        }
        preferences.volume = 0.3
        #expect(screen?.volumeSlider == 30)
        #expect(weakBinding != nil)
        screen = nil
        #expect(weakBinding == nil)
    }

    @Test func preferencesRoundTripThroughCodable() throws {
        let preferences = Preferences(notificationsEnabled: false, volume: 0.7, username: "ada")
        let decoded = try JSONDecoder().decode(Preferences.self, from: JSONEncoder().encode(preferences))
        #expect(decoded.volume == 0.7 && decoded.username == "ada" && decoded.notificationsEnabled == false)
    }
}
