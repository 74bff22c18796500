"""Simple SMS Messenger's likeness states: the people and messages of its published
screenshots (``fastlane/metadata/android/en-US/images/phoneScreenshots`` 1-3: Logan
Spencer, Cindy Lee, Ryan Fox, Emma Grace, Gina Miller, Elizabeth Taylor, Peter Parker;
the new-conversation screen with "Ka" typed over Kamala, Kasper Smith, Kayleigh Lane),
put on the simulated device, and the app driven to each screen with shell input as an
agent would."""

from __future__ import annotations

from venus_tasks.sim.likeness import driver

PACKAGE = "com.simplemobiletools.smsmessenger"
PEOPLE = [("Logan Spencer", "0123456701", "Let's plan our next trip together!"),
          ("Cindy Lee", "0123456702", "You rock!"),
          ("Ryan Fox", "0123456703", "Meeting this Wednesday 9am. See you."),
          ("Emma Grace", "0123456704", "Brilliant idea"),
          ("Gina Miller", "0123456705", "Miss you too. Let's meet up!"),
          ("Elizabeth Taylor", "0123456706", "I had a great day. Thanks!"),
          ("Peter Parker", "0123456707", "No worries. I got this.")]
OTHERS = [("Kamala", "0124239268"), ("Kasper Smith", "0198559123"), ("Kayleigh Lane", "0163057583"),
          ("Olivia Katie", "0137948901"), ("Steve Kayden", "0168507622")]


def _seed(model) -> None:
    for name, number, body in reversed(PEOPLE):           # oldest first, 37 minutes apart
        model.clock.advance(37 * 60 * 10**9)
        model.contacts.add_contact(name, number)
        date = model.sms._now_ms()
        model.sms.deliver(number, body, date=date, date_sent=date, creator="com.android.phone", read=1, seen=1)
    for name, number in OTHERS:
        model.contacts.add_contact(name, number)
    driver.shell(model, f"am start -n {PACKAGE}/.activities.MainActivity")


def conversations(model) -> None:
    _seed(model)


def thread(model) -> None:
    _seed(model)
    driver.tap(model, text="Logan Spencer")


def new_conversation(model) -> None:
    _seed(model)
    driver.tap(model, rid="conversations_fab")
    driver.shell(model, "input text Ka")


STATES = {"conversations": conversations, "thread": thread, "new_conversation": new_conversation}
