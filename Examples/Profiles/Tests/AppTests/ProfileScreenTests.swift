import App
import Bindery
import Core
import Testing

/// App's binding over Core's model, an @Observable view model and a plain label, through the build plugin.
@MainActor
@Suite struct ProfileScreenTests {
    /// Lets the main actor apply what Swift's Observation reported.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func valuesAtTheStart() {
        let profile = Profile(name: "Ada", followers: 3)
        let editor = ProfileEditor()
        editor.draftName = "from the editor"
        let title = TitleLabel()
        let binding = ProfileScreenBinding(profile: profile, editor: editor, title: title)
        #expect(profile.name == "from the editor", "a two-way target takes its source's value at the start")
        #expect(title.text == "from the editor · 3…")
        binding.cancel()
    }

    @Test func changesOnEachSide() async {
        let profile = Profile()
        let editor = ProfileEditor()
        let title = TitleLabel()
        let binding = ProfileScreenBinding(profile: profile, editor: editor, title: title)
        profile.name = "Grace"
        #expect(editor.draftName == "Grace", "the model's change reaches the view model at once")
        #expect(title.text == "Grace · 0 followers")
        editor.draftBio = "Admiral"
        await settle()
        #expect(profile.bio == "Admiral", "the view model's change reaches the model once Observation reports it")
        profile.followers = 12
        #expect(title.text == "Grace · 12 followers")
        binding.cancel()
    }

    @Test func aBatchReachesTheLabelOnce() {
        let profile = Profile()
        let editor = ProfileEditor()
        let title = TitleLabel()
        let binding = ProfileScreenBinding(profile: profile, editor: editor, title: title)
        let before = title.history.count
        Bindery.batch {
            profile.name = "Linus"
            profile.followers = 1
        }
        #expect(title.history.count == before + 1)
        #expect(title.text == "Linus · 1 followers")
        binding.cancel()
    }

    @Test func theBindingEndsWhenTheViewModelGoesAway() {
        let profile = Profile()
        var editor: ProfileEditor? = ProfileEditor()
        let title = TitleLabel()
        let binding = ProfileScreenBinding(profile: profile, editor: editor!, title: title)
        editor = nil
        #expect(!binding.isActive)
        profile.name = "after"
        #expect(title.text == " · 0 followers")
    }

    @Test func theBindingEndsWhenTheModelGoesAway() {
        var profile: Profile? = Profile()
        let editor = ProfileEditor()
        editor.draftName = "Ada"
        let title = TitleLabel()
        let binding = ProfileScreenBinding(profile: profile!, editor: editor, title: title)
        profile = nil
        #expect(!binding.isActive)
        editor.draftName = "ignored"
        #expect(title.text == "Ada · 0 followers")
    }
}
