#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// Defects 2–5 and 8: the delegate proxies, whatever the app does with `delegate`.
    enum DelegateScenarios {
        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "another library's proxy set after ours wraps it: no loop, every party called once", covers: "defect 3"
            ) { e in
                let field = UITextField()
                var closureCalls = 0
                field.shouldReturn { _ in
                    closureCalls += 1
                    return true
                }
                let foreign = ForeignForwardingProxy()
                foreign.forwardee = field.delegate
                field.delegate = foreign
                e.expect(field.delegate === foreign, "the foreign proxy takes the slot, as its author expects")
                e.expect(
                    field.delegate?.responds(to: #selector(UITextFieldDelegate.textFieldDidEndEditing(_:))) == false,
                    "responds(to:) terminates")
                _ = field.delegate?.textFieldShouldReturn?(field)
                e.expectEqual(foreign.shouldReturnCalls, 1, "foreign proxy calls")
                e.expectEqual(closureCalls, 1, "closure calls")
                field.shouldClear { _ in false }
                e.expect(field.delegate === foreign, "a later closure leaves the wrapper in place")
                e.expectEqual(
                    field.delegate?.textFieldShouldClear?(field), false,
                    "the later closure is reached through the wrapper")
            },
            Scenario(
                "a foreign proxy set before our closures, then re-installed over ours: no loop", covers: "defect 3"
            ) { e in
                let field = UITextField()
                let appDelegate = RecordingFieldDelegate()
                let foreign = ForeignForwardingProxy()
                foreign.forwardee = appDelegate
                field.delegate = foreign
                var closureCalls = 0
                field.shouldReturn { _ in
                    closureCalls += 1
                    return true
                }
                _ = field.delegate?.textFieldShouldReturn?(field)
                e.expectEqual(appDelegate.calls, ["shouldReturn"], "the app's delegate behind the foreign proxy")
                // The foreign library installs itself again, forwarding to what it finds: ours.
                foreign.forwardee = field.delegate
                field.delegate = foreign
                e.expect(
                    field.delegate?.responds(to: #selector(UITextFieldDelegate.textFieldDidBeginEditing(_:))) == false,
                    "responds(to:) terminates, and claims nothing nobody handles")
                _ = field.delegate?.textFieldShouldReturn?(field)
                e.expectEqual(closureCalls, 2, "the closure runs once per call")
                e.expectEqual(
                    foreign.shouldReturnCalls, 2, "the foreign proxy once per call: ours does not hand it back")
            },
            Scenario("reading or emptying a field's closures installs no proxy", covers: "defect 8") { e in
                let field = UITextField()
                field.removeHandlers(for: .shouldReturn)
                _ = field.existingDelegateHandlers
                _ = field.delegateHandlers.handlerCount(for: .shouldReturn)
                e.expect(field.delegate == nil, "no delegate was set")
            },
            Scenario("a form binding leaves no handler on its fields once unbound", covers: "defect 8: FormBinding") {
                e in
                let field = UITextField()
                e.expect(field.allTargets.isEmpty, "a new field has no target")
                let binding = FormBinding(
                    FormValidator<String>().field("name", RequiredValidator.required), fields: ["name": field])
                e.expect(!field.allTargets.isEmpty, "the binding watches the field through UIKit's targets")
                binding.unbind()
                e.expect(field.allTargets.isEmpty, "unbound: UIKit sees no target left on the field")
            },
            Scenario(
                "a form binding that filters a field, then field.delegate = app: when editing begins the filtering proxy is back in front, the app behind it",
                covers: "issue 39 defect 4: FormBinding and a later delegate = self"
            ) { e in
                let field = UITextField()
                let binding = FormBinding(
                    FormValidator<String>().field("age", CharacterClassValidator.numeric), fields: ["age": field],
                    options: FieldOptions(editFiltering: .invalidCharacters))
                let app = RecordingFieldDelegate()
                field.delegate = app
                e.expect(field.delegate === app, "a plain assignment replaces the proxy")
                // What UIKit sends when the field becomes first responder.
                field.sendActions(for: .editingDidBegin)
                e.expect(field.delegate !== app, "the binding's proxy holds the slot again")
                e.expect(field.forwardingDelegate === app, "the app's delegate is behind it")
                let edit = #selector(UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:))
                let refused = field.delegate?.textField?(
                    field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "a")
                e.expect(field.delegate?.responds(to: edit) == true && refused == false, "a letter is refused again")
                withExtendedLifetime(binding) {}
            },
        ]
    }
#endif
