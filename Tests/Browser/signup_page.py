#!/usr/bin/env python3
"""The sign-up page in a real browser: headless Chromium, driven by Selenium (pinned; a private
virtual environment beside this file is created on first use), against the `signup-server`
executable started on a free loopback port with its accounts in a new SQLite file.

    python3 Tests/Browser/signup_page.py .build-server/debug/signup-server [SCREENSHOT_FOLDER]

In French (`--lang=fr` and the `intl.accept_languages` preference), it opens /signup, fills the
form with values that the page's HTML attributes let through but the server refuses (markup as
the e-mail address and the card number, a password without an uppercase letter), submits it
with the button — no JavaScript on the page, the browser's own constraint checks on — and reads
each field's error (`aria-describedby`) and checks it is the French message the JSON API gives
for the same form, that the first field in error has the focus (`document.activeElement`), that
the markup is shown as the inputs' text and no element was injected. Then a taken user name
(`admin`), then a valid form: the welcome page, and the account in the SQLite file. Screenshots
of the refused page in French and in English go to SCREENSHOT_FOLDER when given.

The date of birth is set through the DOM (`element.value`): what a date picker's keystrokes are
depends on the browser's locale, and the page's behaviour does not. Debian's `chromium` and
`chromium-driver` are installed with apt when missing (`sudo` unless root); when they cannot
be, the script fails saying so. `.ci/server` runs it."""
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

# 4.38.0: the newest, 4.52.0, needs certifi>=2026.10.23, which the package index this project
# installs from does not offer yet; 4.38.0 installs.
SELENIUM = "4.38.0"
HERE = os.path.dirname(os.path.abspath(__file__))


def fail(message):
    sys.exit(f"BROWSER TEST FAILED: {message}")


def ensure_selenium():
    sys.path.insert(0, os.path.join(HERE, "..", "..", "Scripts"))
    import pinned_venv

    pinned_venv.ensure({"selenium": SELENIUM}, beside=__file__)


def ensure_chromium():
    """The paths of Debian's chromium and chromedriver, installed with apt when missing."""
    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        print("installing Debian's chromium and chromium-driver with apt", flush=True)
        environment = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        for command in (["apt-get", "update", "-q"], ["apt-get", "install", "-y", "-q", "chromium", "chromium-driver"]):
            if subprocess.call(sudo + command, env=environment) != 0:
                fail(f"could not install chromium and chromium-driver ({' '.join(sudo + command)} failed); "
                     "install them, or run where apt can")
    chromium, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not (chromium and driver):
        fail("chromium or chromedriver is still missing after apt-get install")
    return chromium, driver


class Server:
    """signup-server on a free loopback port, its accounts in `database`."""

    def __init__(self, binary, database, log):
        self.log = open(log, "w")
        self.process = subprocess.Popen(
            [binary, "--port", "0", "--database", database, "--password-cost", "4", "--check-limit", "0"],
            stdout=self.log, stderr=subprocess.STDOUT)
        self.port = None
        for _ in range(200):
            match = re.search(r"Server started on http://127\.0\.0\.1:(\d+)", open(log).read())
            if match:
                self.port = int(match.group(1))
                break
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        if self.port is None:
            self.stop()
            fail(f"signup-server did not say it started:\n{open(log).read()}")
        self.url = f"http://127.0.0.1:{self.port}"

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.log.close()

    def json_failures(self, fields, language):
        """What the JSON API answers for `fields`: each field's messages, in `language`."""
        request = urllib.request.Request(
            self.url + "/signup", data=json.dumps(fields).encode(), method="POST",
            headers={"Content-Type": "application/json", "Accept-Language": language})
        try:
            urllib.request.urlopen(request)
            fail("the JSON API accepted a form the page refused")
        except urllib.error.HTTPError as error:
            report = json.load(error)
        messages = {}
        for failure in report["failures"]:
            messages.setdefault(failure.get("field"), []).append(failure["message"])
        return messages


def browser(chromium, driver_path, language, profile):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--lang={language}", "--window-size=720,1240", f"--user-data-dir={profile}"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    return webdriver.Chrome(service=Service(executable_path=driver_path), options=options)


def fill(driver, values):
    """Types `values` into the fields by id (the date through the DOM), ticks the terms, submits
    with the button and waits for the next page."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
    from selenium.webdriver.support import expected_conditions
    for name, value in values.items():
        element = driver.find_element(By.ID, name)
        if name == "birthDate":
            driver.execute_script("arguments[0].value = arguments[1]", element, value)
        else:
            element.clear()
            element.send_keys(value)
    terms = driver.find_element(By.ID, "terms")
    if not terms.is_selected():
        terms.click()
    button = driver.find_element(By.CSS_SELECTOR, "button[type=submit]")
    button.click()
    try:
        WebDriverWait(driver, 15).until(expected_conditions.staleness_of(button))
    except Exception:
        invalid = driver.execute_script(
            "return [...document.querySelectorAll('input')].filter(i => !i.checkValidity()).map(i => i.id)")
        fail(f"the browser did not submit the form; its own checks refused: {invalid}")


def errors_on_page(driver):
    """Each field's error text, read through its input's aria-describedby."""
    from selenium.webdriver.common.by import By
    found = {}
    for element in driver.find_elements(By.CSS_SELECTOR, "input[aria-invalid=true]"):
        described = element.get_attribute("aria-describedby")
        error = driver.find_element(By.ID, described)
        found[element.get_attribute("id")] = [span.text for span in error.find_elements(By.TAG_NAME, "span")]
    return found


WRONG = {
    "email": '"><img src=x onerror=alert(1)>', "password": "secret123", "confirmation": "secret123",
    "cardNumber": "<script>alert(1)</script>", "userName": "ada", "birthDate": "2000-02-29", "teamSize": "3",
}
RIGHT = dict(WRONG, email="ada@example.com", password="Secret123", confirmation="Secret123",
             cardNumber="4111 1111 1111 1111")


def check_refused(driver, server, values, language, first, heading):
    from selenium.webdriver.common.by import By
    expected = server.json_failures(dict(values, terms=True, teamSize=int(values["teamSize"])), language)
    shown = errors_on_page(driver)
    wanted = {field: messages for field, messages in expected.items() if field}
    if shown != wanted:
        fail(f"the errors beside the fields are {shown}, the JSON API says {wanted}")
    if driver.find_element(By.TAG_NAME, "html").get_attribute("lang") != language:
        fail("the refused page is not in " + language)
    if heading not in driver.find_element(By.ID, "summary-title").text:
        fail(f"no error summary headed {heading!r}")
    active = driver.switch_to.active_element.get_attribute("id")
    if active != first:
        fail(f"the focus is on {active!r}, not on the first field in error, {first!r}")
    return shown


def main(arguments):
    ensure_selenium()
    if not arguments:
        print(__doc__)
        return 2
    binary, screenshots = arguments[0], (arguments[1] if len(arguments) > 1 else None)
    if not os.access(binary, os.X_OK):
        fail(f"no signup-server executable at {binary}")
    chromium, driver_path = ensure_chromium()
    from selenium.webdriver.common.by import By
    work = tempfile.mkdtemp(prefix="signup-page-")
    database = os.path.join(work, "accounts.sqlite")
    server = Server(binary, database, os.path.join(work, "server.log"))
    drivers = []
    try:
        driver = browser(chromium, driver_path, "fr", os.path.join(work, "profile-fr"))
        drivers.append(driver)
        driver.get(server.url + "/signup")
        if driver.find_element(By.TAG_NAME, "h1").text != "Inscription":
            fail("GET /signup with a French browser is not the French page")
        labels = [label.text for label in driver.find_elements(By.TAG_NAME, "label")]
        print(f"GET /signup (fr): {len(labels)} labels: {labels}")

        # 1. Wrong values the HTML attributes let through: the page again, in French.
        fill(driver, WRONG)
        shown = check_refused(driver, server, WRONG, "fr", "email", "Il y a un problème")
        print(f"refused (fr): focus on email; errors beside the fields: {shown}")
        email, card = driver.find_element(By.ID, "email"), driver.find_element(By.ID, "cardNumber")
        if email.get_attribute("value") != WRONG["email"] or card.get_attribute("value") != WRONG["cardNumber"]:
            fail("the markup sent is not shown as the inputs' text")
        injected = driver.execute_script("return document.querySelectorAll('img, script').length")
        if injected:
            fail(f"{injected} img or script elements were injected")
        if driver.find_element(By.ID, "password").get_attribute("value"):
            fail("the password was filled in again")
        print("markup shown as text, nothing injected, passwords not filled in again")
        if screenshots:
            driver.save_screenshot(os.path.join(screenshots, "signup-page-errors-fr.png"))

        # 2. Valid everywhere but a taken user name: the focus on the user name.
        fill(driver, dict(RIGHT, userName="admin"))
        shown = check_refused(driver, server, dict(RIGHT, userName="admin"), "fr", "userName", "Il y a un problème")
        print(f"refused (fr): focus on userName; {shown}")

        # 3. Valid: the welcome page, the account stored.
        fill(driver, RIGHT)
        if driver.find_element(By.TAG_NAME, "h1").text != "Compte créé":
            fail(f"no welcome page after a valid form: {driver.find_element(By.TAG_NAME, 'h1').text!r}")
        if driver.find_element(By.ID, "user-name").text != "ada":
            fail("the welcome page does not name the account")
        rows = sqlite3.connect(database).execute("SELECT user_name, email FROM accounts").fetchall()
        if rows != [("ada", "ada@example.com")]:
            fail(f"the accounts table holds {rows}")
        print(f"accepted (fr): the welcome page; the accounts table holds {rows}")

        # The refused page in English, for the documentation.
        english = browser(chromium, driver_path, "en", os.path.join(work, "profile-en"))
        drivers.append(english)
        english.get(server.url + "/signup")
        fill(english, dict(WRONG, userName="grace"))
        check_refused(english, server, dict(WRONG, userName="grace"), "en", "email", "There is a problem")
        print("refused (en): the same page in English")
        if screenshots:
            english.save_screenshot(os.path.join(screenshots, "signup-page-errors-en.png"))
            print(f"screenshots in {screenshots}")
    finally:
        for driver in drivers:
            driver.quit()
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    print("browser test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
