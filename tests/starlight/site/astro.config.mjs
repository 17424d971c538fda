// A scratch Starlight site configured like Pingclair's documentation:
// English at the root, translations under zh-Hant/ and fr/, and a
// benchmarks section whose sidebar Starlight builds from the folder.
import { defineConfig } from "astro/config";
import starlight from "@astrojs/starlight";

export default defineConfig({
  telemetry: false,
  integrations: [
    starlight({
      title: "Pingclair",
      defaultLocale: "root",
      locales: {
        root: { label: "English", lang: "en" },
        // The folder is zh-Hant; its pages are pcdocs's zh-TW, and so is
        // Starlight's interface there.
        "zh-Hant": { label: "繁體中文", lang: "zh-TW" },
        fr: { label: "Français", lang: "fr" },
        // A locale pcdocs writes nothing for: every page there is
        // Starlight's fallback to English.
        de: { label: "Deutsch", lang: "de" },
      },
      sidebar: [
        { label: "Guides", items: [{ label: "Start", link: "/" }] },
        { label: "Benchmarks", items: [{ autogenerate: { directory: "benchmarks" } }] },
      ],
    }),
  ],
});
