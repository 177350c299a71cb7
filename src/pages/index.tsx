import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeHero from '@site/src/components/HomeHero';
import FeatureList from '@site/src/components/FeatureList';
import QuickStart from './_quick-start.mdx';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Health checks and info endpoints for JavaScript"
      description={`${siteConfig.title}: ${siteConfig.tagline}. Spring Boot Actuator-style health checks and application info for Node.js, Deno and Bun.`}>
      <main>
        <HomeHero
          title={siteConfig.title}
          tagline={siteConfig.tagline}
          snippet={
            <MDXContent>
              <QuickStart />
            </MDXContent>
          }
        />
        <FeatureList />
      </main>
    </Layout>
  );
}
