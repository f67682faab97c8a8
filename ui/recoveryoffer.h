#pragma once

namespace FlowAudit {

class MainWindow;
class RecoveryStore;
class UserPrompts;

// At start: every recovery copy an editor left when it crashed or was killed is offered,
// with the time it was taken. Recover opens it (the first in `window`, the others in
// windows of their own) as an unsaved document; Discard deletes it; Later keeps it for the
// next start. A copy is removed only once the user has decided, and a recovered one only
// once its new window has written its own copy.
class RecoveryOffer {
public:
    // True when something was recovered into `window`.
    static bool run(MainWindow* window, UserPrompts* prompts, RecoveryStore* store);
    static bool run(MainWindow* window, UserPrompts* prompts);
};

} // namespace FlowAudit
