import { describe, expect, it } from "vitest";
import { renderMail, withContactLink } from "./mail-layout.ts";

/** The closing sentence links the contact form of the mail's country site (decision 0042). */
describe("the mails' closing sentence", () => {
  const url = "https://www.heizoel-marktplatz.at/kontakt";
  const sentence = "Diese E-Mail wurde automatisch erstellt. Bei Fragen erreichen Sie uns über das Kontaktformular auf unserer Website.";

  it("names the form's address in the text part and links the word in the HTML part", () => {
    const mail = renderMail("Betreff", { greeting: "Guten Tag", blocks: ["Inhalt."] });
    expect(mail.text.endsWith(sentence)).toBe(true);
    const linked = withContactLink(mail, url);
    expect(
      linked.text.endsWith(
        "Bei Fragen erreichen Sie uns über das Kontaktformular auf unserer Website: https://www.heizoel-marktplatz.at/kontakt",
      ),
    ).toBe(true);
    expect(linked.html).toContain(`über das <a href="${url}" style="color:#0b4f8a">Kontaktformular</a> auf unserer Website.</p>`);
    expect(linked.html.match(/Kontaktformular/g)).toHaveLength(1);
    // Everything above the footer stays as it was.
    expect(linked.text.slice(0, mail.text.length - sentence.length)).toBe(mail.text.slice(0, mail.text.length - sentence.length));
  });

  it("leaves a sentence someone typed into a message alone: only the renderer's footer links", () => {
    const mail = renderMail("Betreff", { greeting: "Guten Tag", blocks: [sentence, '<p style="font-size:12px">x</p>'] });
    const linked = withContactLink(mail, url);
    expect(linked.text.split(sentence).length - 1).toBe(1);
    expect(linked.html.match(/<a href=/g)).toHaveLength(1);
    expect(linked.html).toContain("&lt;p style=&quot;font-size:12px&quot;&gt;x&lt;/p&gt;");
  });

  it("escapes the address", () => {
    const linked = withContactLink(renderMail("B", { greeting: "Guten Tag", blocks: [] }), 'https://x.test/kontakt?a="b"&c');
    expect(linked.html).toContain('href="https://x.test/kontakt?a=&quot;b&quot;&amp;c"');
  });

  it("changes nothing in a mail without the footer", () => {
    expect(withContactLink({ text: "Hallo", html: "<p>Hallo</p>" }, url)).toEqual({ text: "Hallo", html: "<p>Hallo</p>" });
  });
});
